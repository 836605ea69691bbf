// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMING } from '../../shared/config/constants';
import { showToast, useToastStore } from '../../shared/ui/toast/toast-store';
import { ToastHost } from './toast-host';

beforeEach(() => {
  vi.useFakeTimers();
  useToastStore.setState({ current: null });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('a toast', () => {
  it('told before the host is drawn is shown for its whole time once it is', () => {
    showToast('Please log in first');
    // the app takes long to draw its first frame: the toast waits, its time not yet running
    act(() => vi.advanceTimersByTime(10 * TIMING.toastMs));
    render(<ToastHost />);
    expect(screen.getByText('Please log in first')).toBeTruthy();
    act(() => vi.advanceTimersByTime(TIMING.toastMs - 1));
    expect(screen.queryByText('Please log in first')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Please log in first')).toBeNull();
  });

  it('replaced by a newer one gives that one its own whole time', () => {
    render(<ToastHost />);
    act(() => showToast('Saved'));
    act(() => vi.advanceTimersByTime(TIMING.toastMs - 100));
    act(() => showToast('Copied', 4_000));
    act(() => vi.advanceTimersByTime(3_999));
    expect(screen.getByText('Copied')).toBeTruthy();
    expect(screen.queryByText('Saved')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Copied')).toBeNull();
  });
});
