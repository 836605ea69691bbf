import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { APP_VERSION } from '../../../shared/config/constants';
import { LANGUAGE_NAMES } from '../../../shared/config/languages';
import { useVerificationStatus } from '../../../shared/hooks/use-verification-status';
import { usePreferencesStore } from '../../../shared/state/preferences-store';
import { Cell, CellGroup, CellLink } from '../../../shared/ui/cell/cell';
import { LanguageSheet } from '../../../shared/ui/language-picker/language-sheet';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { DelayedSpinner } from '../../../shared/ui/spinner/delayed-spinner';
import { ErrorState } from '../../../shared/ui/state/error-state';
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

  let header;
  if (profile.isPending) header = <DelayedSpinner />;
  else if (profile.error)
    header = <ErrorState onRetry={() => void profile.refetch()} retrying={profile.isRefetching} />;
  else header = <ProfileHeader user={profile.data} />;

  return (
    <main className={styles.page}>
      <PageHeader title={t('title')} back />
      {header}
      <CellGroup label={t('groups.account')}>
        <li>
          <CellLink link={{ to: '/pages/setting/security' }} label={t('list.security')} />
        </li>
        <li>
          <CellLink
            link={{ to: '/pages/setting/real_mark' }}
            label={t('list.verification')}
            value={verification.data ? t(`verification.${verificationLabel(verification.data)}`) : undefined}
          />
        </li>
        <li>
          <CellLink link={{ to: '/pages/setting/wallet' }} label={t('list.wallet')} />
        </li>
        <li>
          <CellLink link={{ to: '/pages/setting/bank' }} label={t('list.bank')} />
        </li>
        <li>
          <CellLink link={{ to: '/pages/setting/bank_international' }} label={t('list.bankInternational')} />
        </li>
        <li>
          <CellLink link={{ to: '/pages/setting/bill' }} label={t('list.bill')} />
        </li>
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
        <li>
          <CellLink link={{ to: '/pages/setting/coupon' }} label={t('list.coupons')} />
        </li>
        <li>
          <CellLink link={{ to: '/pages/setting/share' }} label={t('list.invite')} />
        </li>
      </CellGroup>
      <CellGroup label={t('groups.help')}>
        <li>
          <CellLink link={{ to: '/pages/common/faq' }} label={t('list.faq')} />
        </li>
        <li>
          <CellLink link={{ to: '/pages/common/aboutus' }} label={t('list.about')} />
        </li>
        <li>
          <CellLink link={{ to: '/pages/common/contactus' }} label={t('list.contact')} />
        </li>
        <li>
          <CellLink link={{ to: '/pages/setting/operational_compliance' }} label={t('list.compliance')} />
        </li>
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
