import { anyKey } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';
import type { Namespace } from 'i18next';
import { parseMessage } from '../../lib/validation/message-params';
import styles from './field.module.css';

/** Namespace of an i18n key written 'namespace:key'; the common texts otherwise. */
const namespaceOf = (key: string) => (key.includes(':') ? key.slice(0, key.indexOf(':')) : 'common') as Namespace;

/** The translated inline error of a field, with its values. The namespace of the key is loaded on demand. */
export function FieldError({ id, error }: { id: string; error: string }) {
  const { key, params } = parseMessage(error);
  const { t, ready } = useTranslation(namespaceOf(key), { useSuspense: false });
  return (
    <p id={id} className={styles.error} role="alert">
      {ready ? anyKey(t)(key, params ?? {}) : null}
    </p>
  );
}
