import { useState, type ReactNode } from 'react';
import { Button } from '../../../shared/ui/button/button';
import { showToast } from '../../../shared/ui/toast/toast-store';
import { BalanceNote } from './balance-note';
import styles from './nft.module.css';

/**
 * A payment from the spot balance, asked for in a confirm sheet: the server's message is shown and the sheet closes
 * once it accepts, then `onPaid` runs; a refusal keeps the sheet open (its reason was shown as a toast).
 */
export function usePaymentSheet(send: () => Promise<string>, onPaid?: () => void) {
  const [open, setOpen] = useState(false);
  const confirm = async () => {
    try {
      showToast(await send());
    } catch {
      return;
    }
    setOpen(false);
    onPaid?.();
  };
  return {
    show: () => setOpen(true),
    /** The confirm sheet's state and handlers. */
    sheet: { open, onConfirm: () => void confirm(), onClose: () => setOpen(false) },
  };
}

type BalancePaymentProps = {
  /** What paying does, above the balance. */
  notice?: string;
  balance: string | undefined;
  unit: string;
  /** The balance does not cover the payment: said under it, and the button is disabled. */
  short: boolean;
  disabled?: boolean;
  label: string;
  onPay: () => void;
  children?: ReactNode;
};

/** The balance a payment comes from and the button that asks for it. */
export function BalancePayment({
  notice,
  balance,
  unit,
  short,
  disabled = short,
  label,
  onPay,
  children,
}: BalancePaymentProps) {
  return (
    <div className={styles.actions}>
      {notice && <p className={styles.notice}>{notice}</p>}
      <BalanceNote balance={balance} unit={unit} short={short} />
      <Button block disabled={disabled} onClick={onPay}>
        {label}
      </Button>
      {children}
    </div>
  );
}
