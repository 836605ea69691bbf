import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Cell, CellLink } from '../../../shared/ui/cell/cell';
import { notificationState, type NotificationState } from '../lib/notification-permission';
import { useRouteExists } from '../lib/route-exists';

const MESSAGE_CENTRE = '/pages/mailMessage/mailMessage';

/**
 * Notifications: the message centre when the app has it, and this device's permission to show notifications
 * (asked when the user taps it; the browser remembers a refusal, so then only its settings can change it).
 */
export function NotificationCells() {
  const { t } = useTranslation('settings');
  const hasMessageCentre = useRouteExists(MESSAGE_CENTRE);
  const [state, setState] = useState<NotificationState>(() => notificationState());
  const ask = async () => {
    setState(await Notification.requestPermission());
  };
  return (
    <>
      {hasMessageCentre && (
        <li>
          <CellLink link={{ to: MESSAGE_CENTRE }} label={t('list.messages')} />
        </li>
      )}
      <li>
        {state === 'default' ? (
          <Cell
            label={t('list.notifications')}
            description={t('notifications.hint')}
            value={t('notifications.default')}
            onClick={() => void ask()}
          />
        ) : (
          <Cell
            label={t('list.notifications')}
            description={t(`notifications.${state}Hint`)}
            value={t(`notifications.${state}`)}
          />
        )}
      </li>
    </>
  );
}
