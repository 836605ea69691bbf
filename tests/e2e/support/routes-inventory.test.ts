/**
 * Every route of the product's route inventory (docs/routes-inventory.tsv) exists in the app's route tree; a
 * route removed or renamed is named in the failure.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appPaths } from './app-routes';

const INVENTORY = new URL('../../../docs/routes-inventory.tsv', import.meta.url);

/** The paths of the inventory: the first column of every row after the header. */
export function inventoryPaths(text = readFileSync(INVENTORY, 'utf8')): string[] {
  return text
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t')[0].trim())
    .filter(Boolean);
}

describe('the route inventory', () => {
  it('reads the first column of each row', () => {
    expect(inventoryPaths('path\tarea\n/\tindex\n/pages/kf/kf\tkf\n\n')).toEqual(['/', '/pages/kf/kf']);
    expect(inventoryPaths().length).toBe(96);
  });

  it('has every route in the route tree', () => {
    const present = new Set<string>(appPaths());
    const missing = inventoryPaths().filter((path) => !present.has(path));
    expect(missing, `routes of the inventory missing from the route tree: ${missing.join(', ')}`).toEqual([]);
  });
});
