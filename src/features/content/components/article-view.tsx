import { useMemo } from 'react';
import type { NewsArticle } from '../../../gen/model';
import { sanitizeHtml } from '../../../shared/lib/html/sanitize-html';
import styles from './article-view.module.css';
import { localTime } from '../../../shared/lib/format/server-time';

/** An article written by the site's editors: its title, date and sanitised HTML body. */
export function ArticleView({ article }: { article: NewsArticle }) {
  const html = useMemo(() => sanitizeHtml(article.content), [article.content]);
  return (
    <article className={styles.article} aria-labelledby="article-title">
      <h2 id="article-title" className={styles.title}>
        {article.title}
      </h2>
      <p className={styles.date}>{localTime(article.update_time || article.create_time)}</p>
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
