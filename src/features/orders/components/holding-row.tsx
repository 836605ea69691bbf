import { useAppNavigation } from '../../../shared/lib/navigation/use-app-navigation';
import type { HoldingView } from '../lib/holding-view';
import styles from './holding-row.module.css';

/** One order or holding of the orders tab; tapping it opens the page that details it. */
export function HoldingRow({ view }: { view: HoldingView }) {
  const navigation = useAppNavigation();
  return (
    <button type="button" className={styles.row} onClick={() => void navigation.push(view.link)}>
      <span className={styles.head}>
        <strong>
          {view.side && <span className={view.tone}>{view.side}</span>} {view.title}
        </strong>
        <span className={styles.muted}>{view.status}</span>
      </span>
      <span className={styles.facts}>
        {view.facts.map((fact) => (
          <span key={fact.label} className={styles.fact}>
            <span className={styles.muted}>{fact.label}</span>
            <span className={fact.tone}>{fact.value}</span>
          </span>
        ))}
      </span>
      <span className={styles.muted}>{view.time}</span>
    </button>
  );
}
