import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import styles from './assets.module.css';

const SHORTCUTS = [
  { key: 'deposit', to: '/pages/fund/select', search: { next: 'receive' } },
  { key: 'withdraw', to: '/pages/fund/select', search: { next: 'withdraw' } },
  { key: 'transfer', to: '/pages/fund/fundTransfer', search: {} },
  { key: 'convert', to: '/pages/fund/transfer', search: {} },
] as const;

/** Deposit, withdraw, transfer and convert, under the total. */
export function Shortcuts() {
  const { t } = useTranslation('assets');
  return (
    <ul className={styles.shortcuts} aria-label={t('shortcuts.label')}>
      {SHORTCUTS.map((shortcut) => (
        <li key={shortcut.key}>
          <Link className={styles.shortcut} to={shortcut.to as never} search={shortcut.search as never}>
            {t(`shortcuts.${shortcut.key}`)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
