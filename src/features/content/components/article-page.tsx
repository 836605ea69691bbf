import { useTranslation } from '../../../shared/i18n/use-translation';
import type { NewsArticle } from '../../../gen/model';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { DelayedSpinner } from '../../../shared/ui/spinner/delayed-spinner';
import { ErrorState } from '../../../shared/ui/state/error-state';
import { ArticleView } from './article-view';

type ArticleQuery = {
  data?: NewsArticle;
  error: unknown;
  isPending: boolean;
  isRefetching: boolean;
  refetch: () => Promise<unknown>;
};

type ArticlePageProps = { title: string; query: ArticleQuery };

/** A page showing one article, with its loading and error states. */
export function ArticlePage({ title, query }: ArticlePageProps) {
  const { t } = useTranslation('content');
  let body;
  if (query.isPending) body = <DelayedSpinner />;
  else if (query.error || !query.data)
    body = <ErrorState text={t('loadFailed')} onRetry={() => void query.refetch()} retrying={query.isRefetching} />;
  else body = <ArticleView article={query.data} />;
  return (
    <main>
      <PageHeader title={title} back />
      {body}
    </main>
  );
}
