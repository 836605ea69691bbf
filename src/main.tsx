import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setUpHttpClient } from './app/http-setup';
import { setUpI18n } from './app/i18n';
import { RootErrorBoundary } from './app/root-error-boundary';
import { router } from './app/router';
import { ToastHost } from './app/toast/toast-host';
import { usePreferencesStore } from './shared/state/preferences-store';
import { resetStaleStorage } from './shared/state/storage-version';
import './shared/ui/theme.css';

/**
 * No top-level `await` here: lazily loaded chunks import shared helpers from the entry's chunk, and a module
 * still suspended in a top-level await never finishes evaluating for them, so the page would stay blank.
 */
async function start() {
  resetStaleStorage();
  setUpHttpClient();
  await setUpI18n(usePreferencesStore.getState().language);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RootErrorBoundary>
        <RouterProvider router={router} />
      </RootErrorBoundary>
      {/* outside the router: a toast shows even while a route is still deciding (e.g. the auth guard's wait) */}
      <ToastHost />
    </StrictMode>,
  );
}

void start();

// the mock's scenario panel, in the development build only: the production build drops this branch and its chunk.
// It loads once the first screen has resolved: its modules (every tag's validators, eight catalogues) would otherwise
// queue with the screen's own on the browser's six connections to the development server.
if (import.meta.env.DEV) {
  const unsubscribe = router.subscribe('onResolved', () => {
    unsubscribe();
    void import('./dev/scenario-panel/mount').then(({ mountScenarioPanel }) => mountScenarioPanel());
  });
}
