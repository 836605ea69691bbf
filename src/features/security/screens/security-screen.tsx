import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useGetUserInfo } from '../../../gen/api/settings/settings';
import { readDraft } from '../../../shared/state/form-draft';
import { Cell, CellGroup, CellLink } from '../../../shared/ui/cell/cell';
import { QueryBody } from '../../../shared/ui/layout/query-body';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { PHONE_DRAFT, PhoneBinding } from '../components/phone-binding';
import { maskEmail, maskPhone } from '../lib/mask';
import styles from './security.module.css';

const route = getRouteApi('/_authed/pages/setting/security');

/** The passwords the account has, each set on its own page: the login, the fund and the payment password. */
const PASSWORDS = [
  { key: 'login', to: '/pages/setting/password' },
  { key: 'fund', to: '/pages/setting/fund_password' },
  { key: 'pay', to: '/pages/setting/payPassword' },
] as const;

/** Passwords, the bound e-mail address and phone number (which can be bound or changed here). */
export function SecurityScreen() {
  const { t } = useTranslation('security');
  const { area_code: pickedAreaCode } = route.useSearch();
  const userInfo = useGetUserInfo();
  const [binding, setBinding] = useState(() => Boolean(pickedAreaCode) || Boolean(readDraft(PHONE_DRAFT)));

  return (
    <main className={styles.page}>
      <PageHeader title={t('title')} back />
      <QueryBody query={userInfo}>
        {(user) => (
          <>
            <CellGroup label={t('groups.passwords')}>
              {PASSWORDS.map(({ key, to }) => (
                <li key={key}>
                  <CellLink link={{ to }} label={t(`${key}.title`)} description={t(`${key}.hint`)} />
                </li>
              ))}
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
        )}
      </QueryBody>
    </main>
  );
}
