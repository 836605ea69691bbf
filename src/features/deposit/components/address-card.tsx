import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { copyText } from '../../../shared/lib/copy-text';
import { qrDataUrl } from '../../../shared/lib/qr-code';
import addressText from '../../../shared/ui/address-text/address-text.module.css';
import { Button } from '../../../shared/ui/button/button';
import qrCode from '../../../shared/ui/qr-code/qr-code.module.css';
import { showToast } from '../../../shared/ui/toast/toast-store';
import styles from './deposit.module.css';

/** The deposit address as a QR code and as text, with a copy button. */
export function AddressCard({ address, chain, coin }: { address: string; chain: string; coin: string }) {
  const { t } = useTranslation('deposit');
  const [qr, setQr] = useState<string>();
  useEffect(() => {
    let current = true;
    void qrDataUrl(address, 200).then((url) => current && setQr(url));
    return () => {
      current = false;
    };
  }, [address]);
  const copy = async () => showToast(t((await copyText(address)) ? 'copied' : 'copyFailed'));
  return (
    <section className={styles.card} aria-label={t('addressOf', { coin, chain })}>
      {qr ? (
        <img className={qrCode.qr} src={qr} width={200} height={200} alt={t('qrOf', { coin, chain })} />
      ) : (
        <div className={qrCode.qr} />
      )}
      <p className={styles.chain}>{t('network', { chain })}</p>
      <p className={`${addressText.address} ${styles.address}`} data-testid="deposit-address">
        {address}
      </p>
      <Button variant="secondary" size="small" onClick={() => void copy()}>
        {t('copy')}
      </Button>
      <p className={styles.warning}>{t('onlyCoin', { coin, chain })}</p>
    </section>
  );
}
