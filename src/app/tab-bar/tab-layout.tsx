import type { ReactNode } from 'react';
import { TabBar } from './tab-bar';
import styles from './tab-layout.module.css';

/** A tab page above the fixed bottom tab bar (the content never hides behind it). */
export function TabLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <div className={styles.content}>{children}</div>
      <TabBar />
    </>
  );
}
