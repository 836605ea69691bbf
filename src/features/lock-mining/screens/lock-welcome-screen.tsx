import { Link } from '../../../shared/ui/link/link';
import { useTranslation } from '../../../shared/i18n/use-translation';
import card from '../../../shared/ui/card/card.module.css';
import { PageHeader } from '../../../shared/ui/page-header/page-header';

const STEPS = ['choose', 'lock', 'earn', 'release', 'early'] as const;

/** What lock-up mining is and how it pays, before the products. */
export function LockWelcomeScreen() {
  const { t } = useTranslation('lock-mining');
  return (
    <main className={card.page}>
      <PageHeader title={t('welcome.title')} back />
      <article className={card.prose}>
        <p>{t('welcome.lead')}</p>
        <ol>
          {STEPS.map((step) => (
            <li key={step}>
              <strong>{t(`welcome.steps.${step}.title`)}</strong> {t(`welcome.steps.${step}.text`)}
            </li>
          ))}
        </ol>
        <h2>{t('welcome.exampleTitle')}</h2>
        <p>{t('welcome.example')}</p>
        <Link to="/pages/lockming/lockming" className={card.link}>
          {t('welcome.toProducts')}
        </Link>
      </article>
    </main>
  );
}
