import { useTranslation } from '../../i18n/use-translation';
import { useAppNavigation } from '../../lib/navigation/use-app-navigation';
import { Button } from '../button/button';
import styles from './state.module.css';

/**
 * Shown when the exchange answered and refused the read (a record that does not exist, or not for this account):
 * its reason in the user's language and a way back. Trying again would get the same answer, so there is no retry.
 */
export function RefusedState({ reason }: { reason: string }) {
  const { t } = useTranslation('common');
  const navigation = useAppNavigation();
  return (
    <div className={styles.state} role="alert">
      <p>{reason}</p>
      <Button variant="secondary" size="small" onClick={navigation.back}>
        {t('actions.back')}
      </Button>
    </div>
  );
}
