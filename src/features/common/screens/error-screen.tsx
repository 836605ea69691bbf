import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { isModuleNotFoundError } from '@tanstack/router-core';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button, buttonClassName } from '../../../shared/ui/button/button';
import styles from './not-found-screen.module.css';

type ErrorScreenProps = {
  /** Shows the page again. */
  onRetry: () => void;
  /** Leaves for the home page; without it the link alone goes there. */
  onHome?: () => void;
};

/**
 * What the user sees when a page failed to render or load: what happened in plain words, a retry and a way home.
 * The home link is a plain link to the hash route, so that it works outside the router too (the root boundary).
 */
export function ErrorScreen({ onRetry, onHome }: ErrorScreenProps) {
  const { t } = useTranslation('common');
  return (
    <main className={styles.screen} role="alert">
      <h1 className={styles.title}>{t('error.title')}</h1>
      <p className={styles.text}>{t('error.text')}</p>
      <Button onClick={onRetry}>{t('error.retry')}</Button>
      <a href="#/" className={buttonClassName({ variant: 'secondary' })} onClick={onHome}>
        {t('error.home')}
      </a>
    </main>
  );
}

/**
 * The router's page for a route that threw while rendering or loading: a retry loads the route again. A page whose
 * script could not be fetched is loaded again with the whole document: a browser may keep the failed fetch in its
 * module map for the document's life (Chromium 150 does), so importing it again in place fails again at once.
 */
export function RouteErrorScreen({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <ErrorScreen
      onRetry={() => {
        if (isModuleNotFoundError(error)) return window.location.reload();
        reset();
        void router.invalidate();
      }}
    />
  );
}
