import { useToastStore } from '../../shared/ui/toast/toast-store';
import styles from './toast.module.css';

export function ToastHost() {
  const toast = useToastStore((state) => state.current);
  return (
    <div className={styles.host} role="status" aria-live="polite" data-testid="toasts">
      {toast && (
        <div key={toast.id} className={styles.toast}>
          {toast.message}
        </div>
      )}
    </div>
  );
}
