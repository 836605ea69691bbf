/** The records of an account that the other may try by id: which list shows them, and their ids in its answer. */
import type { Operation } from '@tradedesk/contract';
import { OWN_RECORDS, RECORD_ID } from './contract-facts.ts';

/** The records' list read of each operation that names one by id. */
export const listOfRecords = (all: Map<string, Operation>) =>
  new Map(
    OWN_RECORDS.flatMap(({ list, byId }) =>
      all.has(list) ? byId.filter((id) => all.has(id)).map((id) => [id, all.get(list)!] as const) : [],
    ),
  );

/** Every `id` of a row of a list in the answer. */
export function rowIds(node: unknown, found = new Set<string | number>()): Array<string | number> {
  if (Array.isArray(node))
    for (const row of node) {
      const id = (row as Record<string, unknown> | null)?.[RECORD_ID];
      if (typeof id === 'number' || typeof id === 'string') found.add(id);
      rowIds(row, found);
    }
  else if (node && typeof node === 'object') for (const value of Object.values(node)) rowIds(value, found);
  return [...found];
}
