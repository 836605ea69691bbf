import { Link } from '../../../shared/ui/link/link';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { Binding } from '../lib/missing-bindings';
import styles from '../screens/verification.module.css';

/** Verification needs a bound e-mail address and phone: says which are missing and where to bind them. */
export function BindingsRequired({ missing }: { missing: Binding[] }) {
  const { t } = useTranslation('verification');
  return (
    <section className={`${styles.card} ${styles.pending}`} role="alert" aria-labelledby="bindings-required">
      <h2 id="bindings-required" className={styles.state}>
        {t('bindings.title')}
      </h2>
      <ul className={styles.text}>
        {missing.map((binding) => (
          <li key={binding}>{t(`bindings.${binding}`)}</li>
        ))}
      </ul>
      <Link to="/pages/setting/security" className={styles.action}>
        {t('bindings.toSecurity')}
      </Link>
    </section>
  );
}
