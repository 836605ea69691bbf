import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLogoutUser } from '../../../gen/api/auth/auth';
import { LOGIN_PATH } from '../../../shared/lib/navigation/tabs';
import { useAppNavigation } from '../../../shared/lib/navigation/use-app-navigation';
import { useSessionStore } from '../../../shared/state/session-store';
import { Button } from '../../../shared/ui/button/button';
import { ConfirmDialog } from '../../../shared/ui/dialog/confirm-dialog';

/**
 * Logs out after a confirmation: the server ends the session, then the app forgets the token, the user and
 * every cached answer, and starts again at login. The session is cleared even when the call fails (the user
 * asked to leave; the server's message was shown).
 */
export function LogoutButton() {
  const { t } = useTranslation('settings');
  const [asking, setAsking] = useState(false);
  const queryClient = useQueryClient();
  const navigation = useAppNavigation();
  const logout = useLogoutUser();
  const confirm = async () => {
    try {
      await logout.mutateAsync({});
    } catch {
      // the session ends on this device all the same
    }
    useSessionStore.getState().clear();
    // not what logoutUser makes stale (nothing): the answers were this user's, and the next user must not see them
    queryClient.clear();
    setAsking(false);
    await navigation.relaunch({ to: LOGIN_PATH });
  };
  return (
    <>
      <Button variant="danger" block onClick={() => setAsking(true)}>
        {t('logout.button')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('logout.title')}
        message={t('logout.message')}
        confirmText={t('logout.confirm')}
        variant="danger"
        loading={logout.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
