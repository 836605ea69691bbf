// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderAtPath } from '../../testing/memory-router';
import { setUpTestI18n } from '../../testing/test-i18n';
import card from '../card/card.module.css';
import formPage from '../layout/form-page.module.css';
import { PageHeader } from './page-header';

const renderOnPage = (header: ReactElement) => renderAtPath(header, '/pages/ieo/ieo', ['/pages/ieo/order']);

beforeAll(() => setUpTestI18n('en'));
afterEach(cleanup);

describe('PageHeader', () => {
  it('offers its text link at the right end, in the accent text, and opens its page', async () => {
    const router = renderOnPage(
      <PageHeader title="IEO" back link={{ to: '/pages/ieo/order', label: 'My subscriptions' }} />,
    );
    const link = await screen.findByRole('link', { name: 'My subscriptions' });
    expect(screen.getByRole('heading', { level: 1, name: 'IEO' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(link.className).toBe(card.link);
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/ieo/order'));
    expect(screen.getByText('/pages/ieo/order')).toBeTruthy();
  });

  it('draws the link as a pill when asked, as the form pages show it', async () => {
    renderOnPage(<PageHeader title="IEO" link={{ to: '/pages/ieo/order', label: 'Orders', look: 'pill' }} />);
    expect((await screen.findByRole('link', { name: 'Orders' })).className).toBe(formPage.link);
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('keeps any other action given at the right end', async () => {
    renderOnPage(<PageHeader title="IEO" right={<button type="button">Cancel</button>} />);
    expect(await screen.findByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
