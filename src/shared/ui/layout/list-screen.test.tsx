// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderAtPath } from '../../testing/memory-router';
import { setUpTestI18n } from '../../testing/test-i18n';
import card from '../card/card.module.css';
import { ListScreen } from './list-screen';

const PHASES = [
  { key: 'warmup', label: 'Warm-up' },
  { key: 'progress', label: 'In progress' },
] as const;

beforeAll(() => setUpTestI18n('en'));
afterEach(cleanup);

describe('ListScreen', () => {
  it('shows the header with its back button and link, the note, and the list under its tabs', async () => {
    const onChange = vi.fn();
    const router = renderAtPath(
      <ListScreen
        title="IEO"
        link={{ to: '/pages/ieo/order', label: 'My subscriptions' }}
        intro="Projects open to subscription"
        tabs={{ label: 'Phases', tabs: PHASES, value: 'progress', onChange }}
      >
        <ul aria-label="Projects" />
      </ListScreen>,
      '/pages/ieo/ieo',
      ['/pages/ieo/order'],
    );
    const page = await screen.findByRole('main');
    expect(page.className).toBe(card.page);
    expect(within(page).getByRole('heading', { level: 1, name: 'IEO' })).toBeTruthy();
    expect(within(page).getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(within(page).getByText('Projects open to subscription').className).toBe(`${card.note} ${card.content}`);
    const tabs = within(page).getByRole('tablist', { name: 'Phases' });
    expect(within(tabs).getByRole('tab', { name: 'In progress' }).getAttribute('aria-selected')).toBe('true');
    expect(within(screen.getByRole('tabpanel')).getByRole('list', { name: 'Projects' })).toBeTruthy();
    fireEvent.click(within(tabs).getByRole('tab', { name: 'Warm-up' }));
    expect(onChange).toHaveBeenCalledWith('warmup');
    fireEvent.click(within(page).getByRole('link', { name: 'My subscriptions' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/ieo/order'));
  });

  it('shows a single list straight under the header, without tabs, note or link', async () => {
    renderAtPath(
      <ListScreen title="Lock-up mining">
        <ul aria-label="Products" />
      </ListScreen>,
      '/pages/lockming/lockming',
    );
    const page = await screen.findByRole('main');
    expect(within(page).getByRole('list', { name: 'Products' }).parentElement).toBe(page);
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(page.querySelector('p')).toBeNull();
  });

  it('ends its note with the link to the list’s help', async () => {
    const router = renderAtPath(
      <ListScreen
        title="Lock-up mining"
        intro="Lock coins for a term and earn a daily rate."
        help={{ to: '/pages/lockming/welcome', label: 'How it works' }}
      >
        <ul aria-label="Products" />
      </ListScreen>,
      '/pages/lockming/lockming',
      ['/pages/lockming/welcome'],
    );
    const note = (await screen.findByRole('main')).querySelector('p');
    expect(note?.textContent).toBe('Lock coins for a term and earn a daily rate. How it works');
    const help = within(note as HTMLElement).getByRole('link', { name: 'How it works' });
    expect(help.className).toBe(card.link);
    fireEvent.click(help);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/lockming/welcome'));
  });
});
