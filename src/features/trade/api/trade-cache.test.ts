import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshPaths } from './trade-cache';

describe('refreshPaths', () => {
  it('marks stale the answers of the paths, with any method prefix and parameters, and no others', async () => {
    const client = new QueryClient();
    client.setQueryData(['POST', '/lever/dealall', { currency_id: 1 }], 1);
    client.setQueryData(['/coin/list', { status: 1 }], 1);
    client.setQueryData(['/microtrade/lists'], 1);
    await refreshPaths(client, ['/lever/dealall', '/coin/list']);
    const stale = client
      .getQueryCache()
      .getAll()
      .filter((query) => query.isStale())
      .map((query) => (query.queryKey[0] === 'POST' ? query.queryKey[1] : query.queryKey[0]));
    expect(stale.sort()).toEqual(['/coin/list', '/lever/dealall']);
  });
});
