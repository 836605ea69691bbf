import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button/button';
import { ConfirmDialog } from '../../../shared/ui/dialog/confirm-dialog';
import { useCancelFollow } from '../api/use-cancel-follow';

/** Stops following a trader after a confirmation that says what happens to the copies already open. */
export function CancelFollowButton({ traderId, name }: { traderId: number; name: string }) {
  const { t } = useTranslation('copy-trading');
  const [open, setOpen] = useState(false);
  const { cancel, isPending } = useCancelFollow();
  return (
    <>
      <Button size="small" variant="secondary" onClick={() => setOpen(true)}>
        {t('my.cancel')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('cancel.title', { name })}
        message={t('cancel.message')}
        confirmText={t('cancel.confirm')}
        variant="danger"
        loading={isPending}
        onConfirm={() => void cancel(traderId).finally(() => setOpen(false))}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
