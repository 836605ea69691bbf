// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpTestI18n } from '../../testing/test-i18n';
import { BottomSheet } from './bottom-sheet';
import { ConfirmDialog } from './confirm-dialog';

beforeAll(() => setUpTestI18n('en'));
afterEach(cleanup);

describe('ConfirmDialog', () => {
  it('is an accessible dialog that confirms or cancels', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog
        open
        title="Log out?"
        message="You will need to log in again."
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Log out?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByText('You will need to log in again.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('renders nothing when closed and disables confirm while loading', () => {
    const { rerender } = render(<ConfirmDialog open={false} title="T" onConfirm={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    rerender(<ConfirmDialog open title="T" confirmText="Close all" loading onConfirm={vi.fn()} onCancel={vi.fn()} />);
    expect((screen.getByRole('button', { name: 'Close all' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('BottomSheet', () => {
  it('closes on the backdrop, the close button and Escape, not on a click inside', () => {
    const onClose = vi.fn();
    render(
      <BottomSheet open title="Choose a currency" onClose={onClose}>
        <p>inside</p>
      </BottomSheet>,
    );
    const sheet = screen.getByRole('dialog', { name: 'Choose a currency' });
    fireEvent.click(screen.getByText('inside'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(sheet.parentElement!);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(3);
  });
});
