import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useGetUserInfo } from '../../../gen/api/settings/settings';
import { readDraft } from '../../../shared/state/form-draft';
import { Cell, CellGroup, CellLink } from '../../../shared/ui/cell/cell';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { DelayedSpinner } from '../../../shared/ui/spinner/delayed-spinner';
import { ErrorState } from '../../../shared/ui/state/error-state';
import { PHONE_DRAFT, PhoneBinding } from '../components/phone-binding';
import { maskEmail, maskPhone } from '../lib/mask';
import styles from './security.module.css';

const route = getRouteApi('/_authed/pages/setting/security');

/** Passwords, the bound e-mail address and phone number (which can be bound or changed here). */
export function SecurityScreen() {
  const { t } = useTranslation('security');
  const { area_code: pickedAreaCode } = route.useSearch();
  const { data: user, error, isPending, refetch, isRefetching } = useGetUserInfo();
  const [binding, setBinding] = useState(() => Boolean(pickedAreaCode) || Boolean(readDraft(PHONE_DRAFT)));

  let body;
  if (isPending) body = <DelayedSpinner />;
  else if (error) body = <ErrorState onRetry={() => void refetch()} retrying={isRefetching} />;
  else
    body = (
      <>
        <CellGroup label={t('groups.passwords')}>
          <li>
            <CellLink link={{ to: '/pages/setting/password' }} label={t('login.title')} description={t('login.hint')} />
          </li>
          <li>
            <CellLink
              link={{ to: '/pages/setting/fund_password' }}
              label={t('fund.title')}
              description={t('fund.hint')}
            />
          </li>
          <li>
            <CellLink link={{ to: '/pages/setting/payPassword' }} label={t('pay.title')} description={t('pay.hint')} />
          </li>
        </CellGroup>
        <CellGroup label={t('groups.contact')}>
          <li>
            <Cell label={t('email.label')} value={user.email ? maskEmail(user.email) : t('notBound')} />
          </li>
          <li>
            <Cell
              label={t('phone.label')}
              value={user.phone ? `+${user.area_code} ${maskPhone(user.phone)}` : t('notBound')}
              description={t(user.phone ? 'phone.changeHint' : 'phone.bindHint')}
              onClick={() => setBinding(true)}
            />
          </li>
        </CellGroup>
        {binding && <PhoneBinding user={user} pickedAreaCode={pickedAreaCode} onClose={() => setBinding(false)} />}
      </>
    );
  return (
    <main className={styles.page}>
      <PageHeader title={t('title')} back />
      {body}
    </main>
  );
}
