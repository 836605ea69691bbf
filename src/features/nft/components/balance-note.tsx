import { useTranslation } from '../../../shared/i18n/use-translation';
import { priceText } from '../lib/price-text';
import styles from './nft.module.css';

type BalanceNoteProps = { balance: string | undefined; unit: string; short: boolean };

/** The spot balance a payment comes from, and "insufficient balance" when it does not cover it. */
export function BalanceNote({ balance, unit, short }: BalanceNoteProps) {
  const { t } = useTranslation(['nft', 'money']);
  return (
    <>
      <p className={styles.notice}>{t('buy.balance', { amount: priceText(balance, unit) })}</p>
      {short && (
        <p role="alert" className={styles.warning}>
          {t('money:insufficientBalance')}
        </p>
      )}
    </>
  );
}
