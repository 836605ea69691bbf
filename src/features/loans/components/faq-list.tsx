import { useListOtcLoanFaq } from '../../../gen/api/otc/otc';
import { useTranslation } from '../../../shared/i18n/use-translation';
import styles from '../../../shared/ui/layout/form-page.module.css';
import { QueryView } from '../../../shared/ui/state/query-view';
import local from './loans.module.css';

/** The staff's answers are HTML: only their text is shown, so nothing they contain can run. */
const textOf = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';

/** The borrowing FAQ, in the order the desk set. */
export function FaqList() {
  const { t } = useTranslation('loans');
  const faq = useListOtcLoanFaq();
  return (
    <section aria-labelledby="loan-faq">
      <h2 id="loan-faq" className={styles.section}>
        {t('faq')}
      </h2>
      <QueryView skeleton="list" query={faq} isEmpty={(rows) => rows.length === 0}>
        {(rows) =>
          [...rows]
            .sort((a, b) => a.sort - b.sort)
            .map((row) => (
              <details key={row.id} className={local.faq}>
                <summary>{row.question}</summary>
                <p>{textOf(row.answer)}</p>
              </details>
            ))
        }
      </QueryView>
    </section>
  );
}
