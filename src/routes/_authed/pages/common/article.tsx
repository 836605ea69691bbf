import { createFileRoute } from '@tanstack/react-router';
import { ownedSearch, positiveInt } from '../../../../shared/lib/navigation/search-params';
import { ArticleScreen } from '../../../../features/content/screens/article-screen';

export const Route = createFileRoute('/_authed/pages/common/article')({
  component: ArticleScreen,
  validateSearch: (search: Record<string, unknown>) => ownedSearch({ id: positiveInt(search.id) }),
});
