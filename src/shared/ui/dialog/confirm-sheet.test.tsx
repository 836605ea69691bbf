// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpTestI18n } from '../../testing/test-i18n';
import { ConfirmSheet } from './confirm-sheet';

beforeAll(() => setUpTestI18n('en'));
afterEach(cleanup);

describe('ConfirmSheet', () => {
  const rows = [
    { label: 'Pair', value: 'BTC/USDT' },
    { label: 'Total', value: '66,000.00 USDT', tone: 'down' as const },
  ];

  it('shows the summary and the notice, and confirms', () => {
    const onConfirm = vi.fn();
    render(
      <ConfirmSheet
        open
        title="Buy BTC"
        rows={rows}
        notice="Cannot be undone"
        onConfirm={onConfirm}
        onClose={vi.fn()}
      />,
    );
    const sheet = screen.getByRole('dialog', { name: 'Buy BTC' });
    expect(sheet.textContent).toContain('BTC/USDT');
    expect(screen.getByText('66,000.00 USDT').className).toBe('down');
    expect(sheet.textContent).toContain('Cannot be undone');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('cannot be confirmed twice while the action runs', () => {
    const onConfirm = vi.fn();
    render(<ConfirmSheet open loading title="Buy" rows={rows} onConfirm={onConfirm} onClose={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
  });

  it('renders nothing when closed', () => {
    render(<ConfirmSheet open={false} title="Buy" rows={rows} onConfirm={vi.fn()} onClose={vi.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
