import { Link } from '../link/link';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { AppPath } from '../../lib/navigation/app-path';
import { useAppNavigation } from '../../lib/navigation/use-app-navigation';
import card from '../card/card.module.css';
import formPage from '../layout/form-page.module.css';
import { HeaderButton } from './header-button';
import styles from './page-header.module.css';

/** The page a header's text link opens (the screen's records, or the list it belongs to). */
export type HeaderLink = {
  to: AppPath;
  label: string;
  /** 'pill' draws the link in a border, as the form pages do; plain accent text otherwise. */
  look?: 'text' | 'pill';
};

type PageHeaderProps = {
  title: string;
  /** Shows a back button: the previous page, or the market tab when there is none. */
  back?: boolean;
  /** Actions at the right end. */
  right?: ReactNode;
  /** A text link at the right end, the one action most screens offer there; it takes the place of `right`. */
  link?: HeaderLink;
};

export function PageHeader({ title, back = false, right, link }: PageHeaderProps) {
  const { t } = useTranslation('common');
  const navigation = useAppNavigation();
  return (
    <header className={styles.header}>
      <div>
        {back && (
          <HeaderButton label={t('actions.back')} onClick={navigation.back}>
            <path d="M15 5l-7 7 7 7" />
          </HeaderButton>
        )}
      </div>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.right}>
        {link ? (
          <Link to={link.to} className={link.look === 'pill' ? formPage.link : card.link}>
            {link.label}
          </Link>
        ) : (
          right
        )}
      </div>
    </header>
  );
}
