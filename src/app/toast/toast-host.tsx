import { useEffect } from 'react';
import { useToastStore } from '../../shared/ui/toast/toast-store';
import styles from './toast.module.css';

export function ToastHost() {
  const toast = useToastStore((state) => state.current);
  const hide = useToastStore((state) => state.hide);
  // the toast's time starts once it is drawn (an effect runs after the frame that shows it); a newer toast
  // replaces it and starts its own
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => hide(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast, hide]);
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
