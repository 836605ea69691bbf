// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpTestI18n } from '../../testing/test-i18n';
import { Countdown } from './countdown';

beforeAll(() => setUpTestI18n('en'));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Countdown', () => {
  it('ticks down once a second and calls onEnd once at zero', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 20, 12, 0, 0) });
    const onEnd = vi.fn();
    render(<Countdown endsAt={Date.now() + 2000} onEnd={onEnd} />);
    expect(screen.getByRole('timer').textContent).toBe('00:00:02');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer').textContent).toBe('00:00:01');
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByRole('timer').textContent).toBe('00:00:00');
    expect(onEnd).toHaveBeenCalledOnce();
  });

  it('shows the days when more than one is left', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 20, 12, 0, 0) });
    render(<Countdown endsAt={Date.now() + (86_400 + 61) * 1000} />);
    expect(screen.getByRole('timer').textContent).toBe('1 d 00:01:01');
  });
});
