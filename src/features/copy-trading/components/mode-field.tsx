import { useField } from 'formik';
import { useTranslation } from '../../../shared/i18n/use-translation';
import styles from './copy.module.css';

/** Fixed multiple of the trader's size, or a fixed number of lots, as two radio buttons. */
export function ModeField({ name }: { name: string }) {
  const { t } = useTranslation('copy-trading');
  const [multiple] = useField({ name, type: 'radio', value: '1' });
  const [lots] = useField({ name, type: 'radio', value: '2' });
  return (
    <fieldset className={styles.modes}>
      <legend>{t('form.mode')}</legend>
      <label className={styles.mode}>
        <input {...multiple} type="radio" />
        {t('form.fixedMultiple')}
      </label>
      <label className={styles.mode}>
        <input {...lots} type="radio" />
        {t('form.fixedLots')}
      </label>
    </fieldset>
  );
}
