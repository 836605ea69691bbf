import { Formik } from 'formik';
import { useState } from 'react';
import { useApplyCopyTrader } from '../../../gen/api/follow/follow';
import { WriteForm } from '../../../shared/ui/form/write-form';
import { useTranslation } from '../../../shared/i18n/use-translation';
import card from '../../../shared/ui/card/card.module.css';
import { SubmitButton } from '../../../shared/ui/form/submit-button';
import { TextField } from '../../../shared/ui/form/text-field';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import styles from '../components/copy.module.css';
import { TextAreaField } from '../components/text-area-field';
import { applySchema, type ApplyValues } from '../forms/apply.schema';
import { applyCopyTraderMaxLengths } from '../../../gen/form-lengths/applyCopyTrader';

/** Applying to become a trader others can copy: what it means, how the user trades, a contact for the review. */
export function ApplyScreen() {
  const { t } = useTranslation('copy-trading');
  const { mutateAsync } = useApplyCopyTrader();
  const [submitted, setSubmitted] = useState<string | null>(null);

  const submit = async (values: ApplyValues) => {
    const contact = values.contact.trim();
    try {
      setSubmitted(
        await mutateAsync({ data: { introduction: values.introduction.trim(), ...(contact ? { contact } : {}) } }),
      );
    } catch {
      // the server's reason was shown; the form keeps what was typed
    }
  };

  return (
    <main className={card.page}>
      <PageHeader title={t('apply.title')} back />
      <section className={card.prose} aria-label={t('apply.what')}>
        <h2>{t('apply.what')}</h2>
        <p>{t('apply.whatText')}</p>
        <h2>{t('apply.who')}</h2>
        <ul>
          <li>{t('apply.ruleVerified')}</li>
          <li>{t('apply.ruleNotFollowing')}</li>
          <li>{t('apply.ruleReview')}</li>
        </ul>
      </section>
      {submitted ? (
        <div className={card.list} role="status">
          <div className={card.card}>
            <h2 className={card.title}>{submitted}</h2>
            <p className={card.subtitle}>{t('apply.next')}</p>
          </div>
        </div>
      ) : (
        <div className={card.content}>
          <Formik<ApplyValues>
            initialValues={{ introduction: '', contact: '' }}
            validationSchema={applySchema}
            onSubmit={submit}
          >
            <WriteForm lengths={applyCopyTraderMaxLengths} noValidate aria-label={t('apply.title')}>
              <TextAreaField
                name="introduction"
                label={t('apply.introduction')}
                placeholder={t('apply.introductionPlaceholder')}
              />
              <TextField
                name="contact"
                label={t('apply.contact')}
                placeholder={t('apply.contactPlaceholder')}
                autoComplete="email"
              />
              <div className={styles.submit}>
                <SubmitButton>{t('apply.submit')}</SubmitButton>
              </div>
            </WriteForm>
          </Formik>
        </div>
      )}
    </main>
  );
}
