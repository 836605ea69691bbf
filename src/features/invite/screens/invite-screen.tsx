import { useTranslation } from '../../../shared/i18n/use-translation';
import { useGetInviteOverview } from '../../../gen/api/invite/invite';
import { Button } from '../../../shared/ui/button/button';
import { QueryBody } from '../../../shared/ui/layout/query-body';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { showToast } from '../../../shared/ui/toast/toast-store';
import { InviteQr } from '../components/invite-qr';
import { InviteStats } from '../components/invite-stats';
import { InvitedFriends } from '../components/invited-friends';
import { copyText } from '../../../shared/lib/copy-text';
import styles from './invite.module.css';

/** Invitation: the user's code, the registration link and its QR code, rebates and invited friends. */
export function InviteScreen() {
  const { t } = useTranslation('invite');
  const overview = useGetInviteOverview();
  const copy = async (text: string, done: 'codeCopied' | 'linkCopied') =>
    showToast(t((await copyText(text)) ? done : 'copyFailed'));
  return (
    <main className={styles.page}>
      <PageHeader title={t('title')} back />
      <div className={styles.body}>
        <QueryBody query={overview}>
          {(data) => (
            <>
              <section className={styles.card} aria-label={t('cardLabel')}>
                <InviteQr link={data.invite_url} />
                <p className={styles.code} aria-label={t('codeLabel', { code: data.extension_code })}>
                  {data.extension_code}
                </p>
                <p className={styles.link}>{data.invite_url}</p>
                <div className={styles.buttons}>
                  <Button variant="secondary" onClick={() => void copy(data.extension_code, 'codeCopied')}>
                    {t('copyCode')}
                  </Button>
                  <Button onClick={() => void copy(data.invite_url, 'linkCopied')}>{t('copyLink')}</Button>
                </div>
              </section>
              <InviteStats overview={data} />
              <h2 className={styles.heading}>{t('friends.title')}</h2>
              <InvitedFriends friends={data.invited_users} />
            </>
          )}
        </QueryBody>
      </div>
    </main>
  );
}
