import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { EmptyState } from '../../../shared/ui/state/empty-state';
import { webPageUrl } from '../lib/safe-url';
import styles from './web-view-screen.module.css';

const route = getRouteApi('/_authed/pages/common/webView');

/** An external page in a frame under the default navigation bar (title, back); only http(s) addresses. */
export function WebViewScreen() {
  const { t } = useTranslation('web-view');
  const { url, title } = route.useSearch();
  const page = webPageUrl(url);
  return (
    <main className={styles.screen}>
      <PageHeader title={title || t('title')} back />
      {page ? (
        <iframe
          className={styles.frame}
          src={page}
          title={title || t('title')}
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
          referrerPolicy="no-referrer"
        />
      ) : (
        <div role="alert">
          <EmptyState text={t('refused')} />
        </div>
      )}
    </main>
  );
}
