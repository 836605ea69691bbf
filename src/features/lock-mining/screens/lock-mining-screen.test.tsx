// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sandboxForThisFile } from '@tradedesk/mock-server/in-process';
import { renderApp } from '../../../app/testing/render-app';

const mock = sandboxForThisFile({ startAt: Date.UTC(2026, 10, 2, 3) });
const OPERATION = 'listLockMiningProducts';
/** Long enough to outlast any machine: the test waits for a state, never for this. */
const STATE_MS = 15_000;
const openProducts = (token: string) =>
  renderApp('/pages/lockming/lockming', { token, language: 'en', socketUrl: mock.socketUrl });

describe('the lock-up mining screen, on a sandbox of its own', () => {
  it('lists every product the sandbox offers, by its coin', async () => {
    const { token } = mock.session();
    const { message: offered } = mock.sandbox.call(OPERATION, token).body as {
      message: Array<{ currency_name: string }>;
    };
    await openProducts(token);
    const list = await screen.findByRole('list', { name: 'Lock-up mining' }, { timeout: STATE_MS });
    const names = within(list)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(names).toHaveLength(offered.length);
    offered.forEach((product, index) => expect(names[index]).toContain(product.currency_name));
  });

  it('says the data could not load when the answer never comes, and loads it on Retry', async () => {
    const { token } = mock.session();
    mock.fault(OPERATION, { answer: 'network', token });
    await openProducts(token);
    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: STATE_MS });
    expect(screen.getByText('Could not load the data')).toBeTruthy();
    mock.clearFaults();
    fireEvent.click(retry);
    expect(await screen.findByRole('list', { name: 'Lock-up mining' }, { timeout: STATE_MS })).toBeTruthy();
  });

  it('draws the list’s skeleton while the answer is slow', async () => {
    const { token } = mock.session();
    mock.fault(OPERATION, { answer: 'slow', delayMs: 120_000, token });
    await openProducts(token);
    const skeleton = await screen.findByRole('status', { name: 'Loading' }, { timeout: STATE_MS });
    expect(skeleton.dataset.skeleton).toBe('list');
    expect(screen.queryByRole('list', { name: 'Lock-up mining' })).toBeNull();
  });

  it('keeps a fault of another session to that session', async () => {
    const other = mock.session();
    mock.fault(OPERATION, { answer: 'network', token: other.token });
    await openProducts(mock.session().token);
    expect(await screen.findByRole('list', { name: 'Lock-up mining' }, { timeout: STATE_MS })).toBeTruthy();
  });
});

describe('the lock-up mining screen, told over the sandbox’s socket', () => {
  it('leaves for login, saying why, when the account logs in on another device', async () => {
    const { token, login, userId } = mock.session();
    await openProducts(token);
    await screen.findByRole('list', { name: 'Lock-up mining' }, { timeout: STATE_MS });
    await waitFor(() => expect(mock.online(userId)).toBe(true), { timeout: STATE_MS });
    const elsewhere = mock.sandbox.call('loginUser', undefined, {
      body: { user_string: login, password: 'secret123' },
    });
    expect(elsewhere.body).toMatchObject({ type: 'ok' });
    expect(
      await screen.findByText('Your account was logged in on another device', {}, { timeout: STATE_MS }),
    ).toBeTruthy();
    await waitFor(() => expect(window.location.hash).toContain('/pages/common/login'), { timeout: STATE_MS });
  });
});
