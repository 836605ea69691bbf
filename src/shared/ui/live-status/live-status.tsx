import { useTranslation } from '../../i18n/use-translation';
import { ConnectionBadge } from '../../realtime/connection-badge';

/** Whether the prices beside it are live: connected, connecting, reconnecting or offline, in the user's language. */
export function LiveStatus({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <ConnectionBadge
      compact={compact}
      labels={{
        connecting: t('realtime.connecting'),
        connected: t('realtime.connected'),
        reconnecting: t('realtime.reconnecting'),
        offline: t('realtime.offline'),
      }}
    />
  );
}
