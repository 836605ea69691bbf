import { Link } from '../../../shared/ui/link/link';
import { useTranslation } from '../../../shared/i18n/use-translation';
import card from '../../../shared/ui/card/card.module.css';
import { PageHeader } from '../../../shared/ui/page-header/page-header';

const QUESTIONS = ['what', 'call', 'put', 'settlement', 'shares', 'risk'] as const;

/** How dual investment works and settles, with the worked example of section 9. */
export function HelpScreen() {
  const { t } = useTranslation('dual-investment');
  return (
    <main className={card.page}>
      <PageHeader title={t('help.title')} back />
      <article className={card.prose}>
        {QUESTIONS.map((question) => (
          <section key={question}>
            <h2>{t(`help.${question}.title`)}</h2>
            <p>{t(`help.${question}.text`)}</p>
          </section>
        ))}
        <h2>{t('help.exampleTitle')}</h2>
        <p>{t('help.example')}</p>
        <Link to="/pages/invest/invest" className={card.link}>
          {t('help.toProducts')}
        </Link>
      </article>
    </main>
  );
}
