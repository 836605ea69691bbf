import { useTranslation } from '../../../shared/i18n/use-translation';
import type { IdentityVerification } from '../../../gen/model';
import { maskDocument } from '../lib/mask-document';
import styles from '../screens/verification.module.css';

/** What the user submitted for review. */
export function SubmittedDetails({ data }: { data: NonNullable<IdentityVerification> }) {
  const { t } = useTranslation('verification');
  return (
    <>
      <h3 className={styles.heading}>{t('details.title')}</h3>
      <dl className={styles.details}>
        <dt>{t('form.name')}</dt>
        <dd>{data.name}</dd>
        <dt>{t('form.idType')}</dt>
        <dd>{t(`idTypes.${data.id_type}`)}</dd>
        <dt>{t('form.cardId')}</dt>
        <dd>{maskDocument(data.card_id)}</dd>
        {data.country && (
          <>
            <dt>{t('form.country')}</dt>
            <dd>{data.country}</dd>
          </>
        )}
      </dl>
    </>
  );
}
