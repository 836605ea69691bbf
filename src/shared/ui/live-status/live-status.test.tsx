// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetRealtimeConnection } from '../../realtime/connection';
import { setUpTestI18n } from '../../testing/test-i18n';
import { LiveStatus } from './live-status';

beforeAll(async () => {
  await setUpTestI18n('en');
});
afterEach(() => {
  cleanup();
  resetRealtimeConnection();
});

describe('LiveStatus', () => {
  it('names the connection state in the user language', async () => {
    render(<LiveStatus />);
    const status = screen.getByRole('status');
    expect(status.dataset.state).not.toBe('connected');
    expect(['Connecting', 'Reconnecting', 'Offline']).toContain(status.textContent);
  });

  it('shows Japanese labels in Japanese', async () => {
    const i18n = await setUpTestI18n('jp');
    render(<LiveStatus compact />);
    const status = screen.getByRole('status');
    expect(['接続中', '再接続中', 'オフライン']).toContain(status.getAttribute('aria-label'));
    await act(() => i18n.changeLanguage('en'));
  });
});
