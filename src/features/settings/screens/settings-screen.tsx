import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { APP_VERSION } from '../../../shared/config/constants';
import { LANGUAGE_NAMES } from '../../../shared/config/languages';
import { useVerificationStatus } from '../../../shared/hooks/use-verification-status';
import type { AppPath } from '../../../shared/lib/navigation/app-path';
import { usePreferencesStore } from '../../../shared/state/preferences-store';
import { Cell, CellGroup, CellLink } from '../../../shared/ui/cell/cell';
import { QueryBody } from '../../../shared/ui/layout/query-body';
import { LanguageSheet } from '../../../shared/ui/language-picker/language-sheet';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { useProfile } from '../api/use-profile';
import { FiatSheet } from '../components/fiat-sheet';
import { LogoutButton } from '../components/logout-button';
import { NotificationCells } from '../components/notification-cell';
import { ProfileHeader } from '../components/profile-header';
import { VipSheet } from '../components/vip-sheet';
import { verificationLabel } from '../lib/verification-label';
import styles from './settings.module.css';

type Sheet = 'language' | 'fiat' | 'vip' | null;

/** The settings list: profile, account and security, preferences, benefits, help, logout. */
export function SettingsScreen() {
  const { t } = useTranslation('settings');
  const profile = useProfile();
  const verification = useVerificationStatus();
  const { language, fiat } = usePreferencesStore();
  const [sheet, setSheet] = useState<Sheet>(null);
  const close = () => setSheet(null);

  return (
    <main className={styles.page}>
      <PageHeader title={t('title')} back />
      <QueryBody query={profile}>{(user) => <ProfileHeader user={user} />}</QueryBody>
      <CellGroup label={t('groups.account')}>
        <PageRow to="/pages/setting/security" label={t('list.security')} />
        <li>
          <CellLink
            link={{ to: '/pages/setting/real_mark' }}
            label={t('list.verification')}
            value={verification.data ? t(`verification.${verificationLabel(verification.data)}`) : undefined}
          />
        </li>
        <PageRow to="/pages/setting/wallet" label={t('list.wallet')} />
        <PageRow to="/pages/setting/bank" label={t('list.bank')} />
        <PageRow to="/pages/setting/bank_international" label={t('list.bankInternational')} />
        <PageRow to="/pages/setting/bill" label={t('list.bill')} />
      </CellGroup>
      <CellGroup label={t('groups.preferences')}>
        <li>
          <Cell label={t('list.language')} value={LANGUAGE_NAMES[language]} onClick={() => setSheet('language')} />
        </li>
        <li>
          <Cell label={t('list.fiat')} value={fiat.currency_code} onClick={() => setSheet('fiat')} />
        </li>
        <NotificationCells />
      </CellGroup>
      <CellGroup label={t('groups.benefits')}>
        <li>
          <Cell label={t('list.vip')} onClick={() => setSheet('vip')} />
        </li>
        <PageRow to="/pages/setting/coupon" label={t('list.coupons')} />
        <PageRow to="/pages/setting/share" label={t('list.invite')} />
      </CellGroup>
      <CellGroup label={t('groups.help')}>
        <PageRow to="/pages/common/faq" label={t('list.faq')} />
        <PageRow to="/pages/common/aboutus" label={t('list.about')} />
        <PageRow to="/pages/common/contactus" label={t('list.contact')} />
        <PageRow to="/pages/setting/operational_compliance" label={t('list.compliance')} />
        <li>
          <Cell label={t('list.version')} value={APP_VERSION} />
        </li>
      </CellGroup>
      <div className={styles.logout}>
        <LogoutButton />
      </div>
      <LanguageSheet open={sheet === 'language'} onClose={close} />
      <FiatSheet open={sheet === 'fiat'} onClose={close} />
      <VipSheet open={sheet === 'vip'} onClose={close} />
    </main>
  );
}

/** A row that opens a page of its own. */
function PageRow({ to, label }: { to: AppPath; label: string }) {
  return (
    <li>
      <CellLink link={{ to }} label={label} />
    </li>
  );
}
