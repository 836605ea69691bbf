import { useMemo, useState } from 'react';
import { useGetNewsPopup } from '../../../gen/api/content/content';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { sanitizeHtml } from '../../../shared/lib/html/sanitize-html';
import { useAppNavigation } from '../../../shared/lib/navigation/use-app-navigation';
import { ConfirmDialog } from '../../../shared/ui/dialog/confirm-dialog';
import { markSeen, wasSeen } from '../lib/seen-popups';

/** The site's pop-up announcement (/news/index_pop), shown once per announcement until the user closes it. */
export function PopupAnnouncement() {
  const { t } = useTranslation('home');
  const { push } = useAppNavigation();
  const query = useGetNewsPopup();
  const popup = query.data ?? null;
  const [closed, setClosed] = useState(false);
  const html = useMemo(() => (popup ? sanitizeHtml(popup.content) : ''), [popup]);
  if (!popup || closed || wasSeen(popup.id)) return null;
  const close = () => {
    markSeen(popup.id);
    setClosed(true);
  };
  return (
    <ConfirmDialog
      open
      title={popup.title}
      message={<div dangerouslySetInnerHTML={{ __html: html }} />}
      confirmText={t('popup.details')}
      cancelText={t('popup.close')}
      onCancel={close}
      onConfirm={() => {
        close();
        void push({ to: '/pages/common/article', search: { id: popup.id } });
      }}
    />
  );
}
