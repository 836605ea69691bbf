// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it('counts down once a second and stops at zero', () => {
  const { result } = renderHook(() => useCountdown());
  expect(result.current).toMatchObject({ left: 0, running: false });
  act(() => result.current.start(3));
  expect(result.current).toMatchObject({ left: 3, running: true });
  act(() => vi.advanceTimersByTime(1000));
  expect(result.current.left).toBe(2);
  act(() => vi.advanceTimersByTime(2000));
  expect(result.current).toMatchObject({ left: 0, running: false });
});
