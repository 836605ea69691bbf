// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import card from './card.module.css';
import { CardList } from './card-list';

afterEach(cleanup);

it('draws each item as a card of a named list, in order', () => {
  const products = [
    { id: 7, name: 'BTC 30 days' },
    { id: 3, name: 'ETH 90 days' },
  ];
  render(
    <CardList label="Products" items={products} itemKey={(product) => product.id}>
      {(product) => <article>{product.name}</article>}
    </CardList>,
  );
  const list = screen.getByRole('list', { name: 'Products' });
  expect(list.className).toBe(card.list);
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['BTC 30 days', 'ETH 90 days']);
});
