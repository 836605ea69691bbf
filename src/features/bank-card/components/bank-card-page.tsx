import type { QueryKey, UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useAppNavigation } from '../../../shared/lib/navigation/use-app-navigation';
import introLine from '../../../shared/ui/layout/intro.module.css';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { QueryBody } from '../../../shared/ui/layout/query-body';
import { showToast } from '../../../shared/ui/toast/toast-store';
import { savedValues, trimValues } from '../forms/trim-values';
import styles from '../../../shared/ui/layout/form-page.module.css';

type CardForm<TCard, K extends string> = {
  card: TCard;
  initialValues: Record<K, string>;
  onSubmit: (values: Record<K, string>) => Promise<void>;
};

type BankCardPageProps<TCard extends Partial<Record<K, unknown>>, K extends string> = {
  title: string;
  /** The saved card as the generated query hook gives it (with its query key). */
  card: UseQueryResult<TCard, unknown> & { queryKey: QueryKey };
  /** The form's fields, filled from the saved card. */
  fields: readonly K[];
  intro: (card: TCard) => string;
  /** Saves the card (its mutation marks the saved card stale) and resolves to the server's message. */
  save: (values: Record<K, string>) => Promise<string>;
  children: (form: CardForm<TCard, K>) => ReactNode;
};

/** A bank card page: loads the saved card, shows its form and, once saved, goes back. */
export function BankCardPage<TCard extends Partial<Record<K, unknown>>, K extends string>({
  title,
  card,
  fields,
  intro,
  save,
  children,
}: BankCardPageProps<TCard, K>) {
  const navigation = useAppNavigation();
  const onSubmit = async (values: Record<K, string>) => {
    try {
      showToast(await save(trimValues(values)));
    } catch {
      return; // the server's reason was shown; the form keeps what the user typed
    }
    navigation.back();
  };
  return (
    <main className={styles.page}>
      <PageHeader title={title} back />
      <div className={styles.content}>
        <QueryBody query={card}>
          {(saved) => (
            <>
              <p className={`${introLine.intro} ${styles.intro}`}>{intro(saved)}</p>
              {children({ card: saved, initialValues: savedValues(fields, saved), onSubmit })}
            </>
          )}
        </QueryBody>
      </div>
    </main>
  );
}
