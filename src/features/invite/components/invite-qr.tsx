import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import qrCode from '../../../shared/ui/qr-code/qr-code.module.css';
import { DelayedSpinner } from '../../../shared/ui/spinner/delayed-spinner';
import { qrDataUrl } from '../../../shared/lib/qr-code';

/** The QR code of the invitation link, drawn in the browser. */
export function InviteQr({ link }: { link: string }) {
  const { t } = useTranslation('invite');
  const [drawn, setDrawn] = useState<{ link: string; image: string } | null>(null);
  useEffect(() => {
    let current = true;
    qrDataUrl(link).then(
      (image) => current && setDrawn({ link, image }),
      () => current && setDrawn(null),
    );
    return () => {
      current = false;
    };
  }, [link]);
  if (drawn?.link !== link) return <DelayedSpinner delayMs={200} />;
  return <img className={qrCode.qr} src={drawn.image} alt={t('qrAlt')} width={200} height={200} />;
}
