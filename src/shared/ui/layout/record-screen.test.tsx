// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderAtPath } from '../../testing/memory-router';
import { testQueryClient } from '../../testing/render';
import { setUpTestI18n } from '../../testing/test-i18n';
import card from '../card/card.module.css';
import { RecordScreen } from './record-screen';

beforeAll(() => setUpTestI18n('en'));
afterEach(cleanup);

type Project = { id: number; title: string };

/** The read of a project, as Orval's query options give it, counting the ids it is asked for. */
const projectRead = () => {
  const read = vi.fn(async (id: number): Promise<Project> => ({ id, title: `Project ${id}` }));
  return { read, query: (id: number) => ({ queryKey: ['project', id], queryFn: () => read(id) }) };
};

const renderProject = (id: number | undefined, query: ReturnType<typeof projectRead>['query']) =>
  renderAtPath(
    <QueryClientProvider client={testQueryClient()}>
      <RecordScreen title="Project" id={id} notFound="No such project" query={query}>
        {(project, readId) => <h2>{`${project.title}, read as ${readId}`}</h2>}
      </RecordScreen>
    </QueryClientProvider>,
    '/pages/ieo/subscribe',
  );

describe('RecordScreen', () => {
  it('reads the record the address names and shows it under the header with its back button', async () => {
    const { read, query } = projectRead();
    renderProject(7, query);
    const page = await screen.findByRole('main');
    expect(page.className).toBe(card.page);
    expect(within(page).getByRole('heading', { level: 1, name: 'Project' })).toBeTruthy();
    expect(within(page).getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(await within(page).findByRole('heading', { level: 2, name: 'Project 7, read as 7' })).toBeTruthy();
    expect(read).toHaveBeenCalledWith(7);
    expect(screen.queryByText('No such project')).toBeNull();
  });

  it('says the record is not found, without reading anything, when the address names none', async () => {
    const { read, query } = projectRead();
    renderProject(undefined, query);
    const page = await screen.findByRole('main');
    expect(within(page).getByText('No such project')).toBeTruthy();
    expect(within(page).getByRole('heading', { level: 1, name: 'Project' })).toBeTruthy();
    expect(read).not.toHaveBeenCalled();
  });
});
