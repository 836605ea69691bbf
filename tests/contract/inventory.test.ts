/**
 * Every operation of the API inventory is in the bundled contract, with exactly its method, path and
 * parameter names (query for GET, body for the others). The inventory lists a minimum: the contract may hold
 * more operations, and drops a listed parameter only where keeping it would be a security hole (below).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { listOperations, loadDocument, resolveLocal } from '@tradedesk/contract';

const INVENTORY = new URL('../../docs/api-inventory.tsv', import.meta.url).pathname;

type InventoryRow = {
  method: string;
  path: string;
  domain: string;
  parameters: string[];
  auth: boolean;
  source: string;
};

/**
 * "type (1 up, 2 down)" names `type`; "real_type (1 basic: id_type, name; 2 advanced: front_pic)" names
 * real_type and, after each colon, id_type, name and front_pic.
 */
export function parameterNames(column: string): string[] {
  const nested = [...column.matchAll(/\(([^()]*)\)/g)]
    .map((match) => match[1])
    .filter((text) => text.includes(':'))
    .flatMap((text) => text.split(';').map((part) => part.slice(part.indexOf(':') + 1)));
  return [column.replace(/\([^()]*\)/g, ''), ...nested]
    .flatMap((text) => text.split(','))
    .map((name) => name.trim().split(/\s+/)[0])
    .filter(Boolean);
}

function readInventory(): InventoryRow[] {
  const [, ...lines] = readFileSync(INVENTORY, 'utf8').trim().split('\n');
  return lines.map((line) => {
    const [method, path, domain, parameters, auth, source] = line.split('\t');
    return {
      method,
      path,
      domain,
      parameters: parameterNames(parameters),
      auth: auth === 'yes',
      source,
    };
  });
}

/**
 * Parameters of the inventory the contract leaves out on purpose, each with the reason its operation's
 * description gives.
 */
const DROPPED_FOR_SECURITY: Record<string, string[]> = {
  // The deposit address is always the token's user's; an id from the client would expose other users' data.
  'POST /wallet/get_in_address': ['user_id'],
};

describe('the contract holds every operation of the inventory', () => {
  it('finds the inventory beside the repository', () => {
    expect(existsSync(INVENTORY), `${INVENTORY} is missing`).toBe(true);
  });

  const inventory = readInventory();
  const document = loadDocument();
  const operations = new Map(
    listOperations(document).map((operation) => [`${operation.method} ${operation.path}`, operation]),
  );

  it('has at least the 130 operations of the inventory', () => {
    expect(inventory).toHaveLength(130);
    expect(operations.size).toBeGreaterThanOrEqual(inventory.length);
  });

  it('drops an inventory parameter only where a documented security reason says so', () => {
    for (const [key, names] of Object.entries(DROPPED_FOR_SECURITY)) {
      const operation = operations.get(key);
      expect(operation, key).toBeDefined();
      const body = Object.keys((resolveLocal(document, operation?.bodySchema ?? {}).properties ?? {}) as object);
      for (const name of names) {
        expect(body, `${key} must not take ${name}`).not.toContain(name);
        expect(String(operation?.object.description), `${key} says why ${name} is gone`).toContain(name);
      }
    }
  });

  it.each(inventory.map((row) => [`${row.method} ${row.path}`, row] as const))('%s', (key, row) => {
    const operation = operations.get(key);
    expect(operation, `missing operation ${key}`).toBeDefined();
    if (!operation) return;
    expect(operation.tag, `${key}: tag`).toBe(row.domain);
    expect(operation.object['x-source'], `${key}: x-source`).toBe(row.source);
    expect(operation.secured, `${key}: security requirement`).toBe(row.auth);
    const queryNames = operation.parameters
      .filter((parameter) => parameter.in === 'query')
      .map((parameter) => parameter.name);
    expect(queryNames, `${key}: the lang parameter`).toContain('lang');
    const bodyNames = Object.keys((resolveLocal(document, operation.bodySchema ?? {}).properties ?? {}) as object);
    const offered = row.method === 'GET' ? queryNames : bodyNames;
    const dropped = DROPPED_FOR_SECURITY[key] ?? [];
    const missing = row.parameters.filter((name) => !offered.includes(name) && !dropped.includes(name));
    expect(missing, `${key}: missing parameters ${missing.join(', ')}`).toEqual([]);
    if (row.path === '/upload') expect(operation.bodyMediaType).toBe('multipart/form-data');
    else if (row.method !== 'GET')
      expect(operation.bodyMediaType ?? 'application/x-www-form-urlencoded').toBe('application/x-www-form-urlencoded');
  });
});
