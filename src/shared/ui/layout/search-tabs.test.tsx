// @vitest-environment jsdom
import { createRootRoute, createRoute, Outlet, RouterProvider } from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { oneOf, ownedSearch, positiveInt } from '../../lib/navigation/search-params';
import { memoryRouter } from '../../testing/memory-router';
import { setUpTestI18n } from '../../testing/test-i18n';
import { Tabs } from '../tabs/tabs';
import { useSearchTabs } from './search-tabs';

const PHASES = ['warmup', 'progress', 'ended'] as const;
const LABELS = { warmup: 'Warm-up', progress: 'In progress', ended: 'Ended' };
const PHASE_TAB = { param: 'phase', keys: PHASES, initial: 'progress' } as const;

const root = createRootRoute({ component: Outlet });
const listRoute = createRoute({
  getParentRoute: () => root,
  path: '/pages/ieo/ieo',
  validateSearch: (search: Record<string, unknown>) => ownedSearch({ phase: oneOf(PHASES)(search.phase) }),
  component: PhaseTabs,
});

const projectRoute = createRoute({
  getParentRoute: () => root,
  path: '/pages/ieo/subscribe',
  validateSearch: (search: Record<string, unknown>) =>
    ownedSearch({ id: positiveInt(search.id), phase: oneOf(PHASES)(search.phase) }),
  component: ProjectPhaseTabs,
});

function ProjectPhaseTabs() {
  const { id = 0 } = projectRoute.useSearch();
  const tabs = useSearchTabs(projectRoute, PHASE_TAB, 'Phases', (key) => LABELS[key], { id });
  return (
    <Tabs {...tabs}>
      <p>{`Project ${id} ${tabs.value}`}</p>
    </Tabs>
  );
}

function PhaseTabs() {
  const tabs = useSearchTabs(listRoute, PHASE_TAB, 'Phases', (key) => LABELS[key]);
  return (
    <Tabs {...tabs}>
      <p>{`Projects ${tabs.value}`}</p>
    </Tabs>
  );
}

function renderAt(path: string) {
  const router = memoryRouter(root.addChildren([listRoute, projectRoute]), path);
  render(<RouterProvider router={router} />);
  return router;
}

const selected = (name: string) => screen.getByRole('tab', { name }).getAttribute('aria-selected');

beforeAll(() => setUpTestI18n('en'));
afterEach(cleanup);

describe('useSearchTabs', () => {
  it('shows the tab the address names, with the labels in the order of the keys', async () => {
    renderAt('/pages/ieo/ieo?phase=ended');
    expect(await screen.findByText('Projects ended')).toBeTruthy();
    expect(screen.getByRole('tablist', { name: 'Phases' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Warm-up', 'In progress', 'Ended']);
    expect(selected('Ended')).toBe('true');
  });

  it('shows the initial tab while the address names none, or names one that is not a tab', async () => {
    renderAt('/pages/ieo/ieo?phase=bogus');
    expect(await screen.findByText('Projects progress')).toBeTruthy();
    expect(selected('In progress')).toBe('true');
  });

  it('puts another tab in the address in place of the page, not as a new page of the history', async () => {
    const router = renderAt('/pages/ieo/ieo');
    fireEvent.click(await screen.findByRole('tab', { name: 'Warm-up' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ phase: 'warmup' }));
    expect(await screen.findByText('Projects warmup')).toBeTruthy();
    expect(router.history.length).toBe(1);
  });

  it('keeps the record the page shows in the address when another tab is chosen', async () => {
    const router = renderAt('/pages/ieo/subscribe?id=7');
    fireEvent.click(await screen.findByRole('tab', { name: 'Ended' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ id: 7, phase: 'ended' }));
    expect(await screen.findByText('Project 7 ended')).toBeTruthy();
  });
});
