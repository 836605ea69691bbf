// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
