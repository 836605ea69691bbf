import { Link } from '../../../shared/ui/link/link';
import { useGetSupportEntry } from '../../../gen/api/support/support';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSiteConfig } from '../../../shared/state/use-site-config';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { QueryView } from '../../../shared/ui/state/query-view';
import styles from '../components/chat.module.css';
import { buttonClassName } from '../../../shared/ui/button/button';

const isWebAddress = (url: string | undefined): url is string => !!url && /^https?:\/\//i.test(url);

/** How to reach customer service: the in-app chat, and the external chat and Telegram the site configures. */
export function SupportEntryScreen() {
  const { t } = useTranslation('support');
  const entry = useGetSupportEntry();
  const site = useSiteConfig();
  const external = entry.data?.url || (site?.zxkf_radio === '1' ? site.zxkf_url : '');
  const telegram = site?.telegram_radio === '1' ? site.telegram_url : '';
  return (
    <main>
      <PageHeader title={t('entryTitle')} back />
      <QueryView query={entry}>
        {(data) => (
          <section className={styles.entry}>
            <p>{data.greeting}</p>
            <p className={styles.muted}>{t('hours', { hours: data.working_hours })}</p>
            {data.online && (
              <Link to="/pages/kefu/index" className={buttonClassName({ block: true })}>
                {t('openChat')}
              </Link>
            )}
            {isWebAddress(external) && (
              <Link
                to="/pages/common/webView"
                search={{ url: external, title: t('liveChat') }}
                className={buttonClassName({ variant: 'secondary', block: true })}
              >
                {t('liveChat')}
              </Link>
            )}
            {isWebAddress(telegram) && (
              <a
                href={telegram}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClassName({ variant: 'secondary', block: true })}
              >
                {t('telegram')}
              </a>
            )}
          </section>
        )}
      </QueryView>
    </main>
  );
}
