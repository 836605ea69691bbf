import { Link } from '../../../shared/ui/link/link';
import { anyKey } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatCoinAmount } from '../../../shared/lib/format/amount';
import list from '../../../shared/ui/list-row/list-row.module.css';
import local from './deposit.module.css';
import { localTime } from '../../../shared/lib/format/server-time';

export type RecordKind = 'deposit' | 'withdraw';
type RecordRowProps = { kind: RecordKind; id: number; coin: string; amount: string; time: string; status: number };

/** One deposit or withdrawal: coin, amount, time and review status; opens its detail. */
export function RecordRow({ kind, id, coin, amount, time, status }: RecordRowProps) {
  const { t } = useTranslation('funds');
  return (
    <Link
      className={list.row}
      to="/pages/fund/transactionDetail"
      search={{ kind, id }}
      style={{ color: 'inherit', textDecoration: 'none' }}
    >
      <span className={list.strong}>{`${t(`kinds.${kind}`)} ${coin}`}</span>
      <span className={list.right}>{formatCoinAmount(amount, coin)}</span>
      <span className={list.muted}>{localTime(time)}</span>
      <span className={`${list.right} ${local.status}`}>{anyKey(t)(`status.${kind}.${status}`)}</span>
    </Link>
  );
}
