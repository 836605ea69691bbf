import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useGetNewsDetail } from '../../../gen/api/content/content';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { EmptyState } from '../../../shared/ui/state/empty-state';
import { ArticlePage } from '../components/article-page';

const route = getRouteApi('/_authed/pages/common/article');

function NewsArticle({ id }: { id: number }) {
  const { t } = useTranslation('content');
  return <ArticlePage title={t('article')} query={useGetNewsDetail({ id })} />;
}

/** One news article or announcement, by its `id` search parameter. */
export function ArticleScreen() {
  const { t } = useTranslation('content');
  const { id } = route.useSearch();
  if (id) return <NewsArticle id={id} />;
  return (
    <main>
      <PageHeader title={t('article')} back />
      <EmptyState text={t('noArticle')} />
    </main>
  );
}
