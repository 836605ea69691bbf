import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import card from '../card/card.module.css';
import { PageHeader } from '../page-header/page-header';
import type { SkeletonShape } from '../skeleton/skeleton';
import { EmptyState } from '../state/empty-state';
import { QueryView } from '../state/query-view';

type RecordQuery<T, E> = UseQueryOptions<T, E, T, QueryKey>;

type RecordScreenProps<T, E> = {
  title: string;
  /** The record's id from the address (checked by the route); undefined when the address names none. */
  id: number | undefined;
  /** Said instead of the record when the address names none. */
  notFound: string;
  /** How the record with that id is read: the generated query options of its read. */
  query: (id: number) => RecordQuery<T, E>;
  /** The shape drawn while the record loads. */
  skeleton?: SkeletonShape;
  /** The record once read, with the id it was read by. */
  children: (record: T, id: number) => ReactNode;
};

/** A screen of one record the address names: its header with a back button, then the record once read, or why not. */
export function RecordScreen<T, E>({ title, id, notFound, query, skeleton, children }: RecordScreenProps<T, E>) {
  return (
    <main className={card.page}>
      <PageHeader title={title} back />
      {id === undefined ? (
        <EmptyState text={notFound} />
      ) : (
        <LoadedRecord options={query(id)} skeleton={skeleton}>
          {(record) => children(record, id)}
        </LoadedRecord>
      )}
    </main>
  );
}

type LoadedRecordProps<T, E> = Pick<RecordScreenProps<T, E>, 'skeleton'> & {
  options: RecordQuery<T, E>;
  children: (record: T) => ReactNode;
};

function LoadedRecord<T, E>({ options, skeleton, children }: LoadedRecordProps<T, E>) {
  const query = useQuery(options);
  return (
    <QueryView skeleton={skeleton} query={query}>
      {children}
    </QueryView>
  );
}
