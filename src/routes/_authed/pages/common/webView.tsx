import { createFileRoute } from '@tanstack/react-router';
import { ownedSearch, text } from '../../../../shared/lib/navigation/search-params';
import { WebViewScreen } from '../../../../features/web-view/screens/web-view-screen';

export const Route = createFileRoute('/_authed/pages/common/webView')({
  component: WebViewScreen,
  validateSearch: (search: Record<string, unknown>) =>
    ownedSearch({ url: text(2000)(search.url), title: text(100)(search.title) }),
});
