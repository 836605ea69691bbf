import type { Key, ReactNode } from 'react';
import card from './card.module.css';

type CardListProps<T> = {
  /** The list's accessible name. */
  label: string;
  items: readonly T[];
  itemKey: (item: T) => Key;
  /** The card of one item. */
  children: (item: T) => ReactNode;
};

/** Records read at once (not page by page) as a list of cards; PaginatedList draws those read page by page alike. */
export function CardList<T>({ label, items, itemKey, children }: CardListProps<T>) {
  return (
    <ul className={card.list} aria-label={label}>
      {items.map((item) => (
        <li key={itemKey(item)}>{children(item)}</li>
      ))}
    </ul>
  );
}
