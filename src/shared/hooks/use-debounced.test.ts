// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedCallback } from './use-debounced-callback';
import { useDebouncedValue } from './use-debounced-value';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useDebouncedValue', () => {
  it('follows the value 500 ms after it stops changing', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value), { initialProps: { value: 'b' } });
    rerender({ value: 'bt' });
    act(() => vi.advanceTimersByTime(300));
    rerender({ value: 'btc' });
    act(() => vi.advanceTimersByTime(499));
    expect(result.current).toBe('b');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('btc');
  });
});

describe('useDebouncedCallback', () => {
  it('runs once with the last arguments after repeated calls', () => {
    const fn = vi.fn();
    const { result } = renderHook(() => useDebouncedCallback(fn));
    result.current(1);
    result.current(2);
    act(() => vi.advanceTimersByTime(400));
    result.current(3);
    act(() => vi.advanceTimersByTime(499));
    expect(fn).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith(3);
  });

  it('calls the latest function and drops pending calls on unmount', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender, unmount } = renderHook(({ fn }) => useDebouncedCallback(fn, 100), {
      initialProps: { fn: first },
    });
    result.current();
    rerender({ fn: second });
    act(() => vi.advanceTimersByTime(100));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    result.current();
    unmount();
    act(() => vi.advanceTimersByTime(100));
    expect(second).toHaveBeenCalledTimes(1);
  });
});
