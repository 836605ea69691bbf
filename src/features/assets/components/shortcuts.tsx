import { linkOptions } from '@tanstack/react-router';
import { Link } from '../../../shared/ui/link/link';
import { useTranslation } from '../../../shared/i18n/use-translation';
import styles from './assets.module.css';

const SHORTCUTS = [
  { key: 'deposit', link: linkOptions({ to: '/pages/fund/select', search: { next: 'receive' } }) },
  { key: 'withdraw', link: linkOptions({ to: '/pages/fund/select', search: { next: 'withdraw' } }) },
  { key: 'transfer', link: linkOptions({ to: '/pages/fund/fundTransfer', search: {} }) },
  { key: 'convert', link: linkOptions({ to: '/pages/fund/transfer', search: {} }) },
] as const;

/** Deposit, withdraw, transfer and convert, under the total. */
export function Shortcuts() {
  const { t } = useTranslation('assets');
  return (
    <ul className={styles.shortcuts} aria-label={t('shortcuts.label')}>
      {SHORTCUTS.map((shortcut) => (
        <li key={shortcut.key}>
          <Link className={styles.shortcut} {...shortcut.link}>
            {t(`shortcuts.${shortcut.key}`)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
