import { useTranslation } from '../../../shared/i18n/use-translation';
import card from '../../../shared/ui/card/card.module.css';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import type { Agreement } from '../lib/agreement';
import { localTime } from '../../../shared/lib/format/server-time';

/** The copy-trading agreement in its own language (Chinese or English), whatever the app's language is. */
export function AgreementScreen({ agreement }: { agreement: Agreement }) {
  // the header's back button reads the common texts
  useTranslation('common');
  return (
    <main className={card.page} lang={agreement.lang}>
      <PageHeader title={agreement.title} back />
      <article className={card.prose}>
        <p className={card.note}>{localTime(agreement.updated)}</p>
        {agreement.sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </section>
        ))}
      </article>
    </main>
  );
}
