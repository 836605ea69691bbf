// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAtPath } from '../../testing/memory-router';
import { Link } from './link';

afterEach(cleanup);

/** A destination as data from elsewhere holds it: a string, which no route check has seen. */
const unchecked: string = '/pages/market/market';

describe('Link', () => {
  it('opens a page of the route tree with its query parameters', async () => {
    const router = renderAtPath(
      <Link to="/pages/market/market" search={{ tab: 'stock' }}>
        Stocks
      </Link>,
      '/pages/index/index',
      ['/pages/market/market'],
    );
    const link = await screen.findByRole('link', { name: 'Stocks' });
    expect(link.getAttribute('href')).toBe('/pages/market/market?tab=stock');
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/market/market'));
  });

  it('takes no destination typed string, nor a query parameter its route refuses (checked by the type check)', () => {
    // each line below must stay a type error: `npm test`'s type check fails on an expected error that is gone
    const refused = [
      // @ts-expect-error a string may be any path: the router's own Link lets it through, this one does not
      <Link key="string" to={unchecked} />,
      // @ts-expect-error no page of the app is at this path
      <Link key="missing" to="/pages/nowhere" />,
      // @ts-expect-error the market's tab is one of its tabs
      <Link key="search" to="/pages/market/market" search={{ tab: 'bonds' }} />,
    ];
    expect(refused).toHaveLength(3);
  });
});
