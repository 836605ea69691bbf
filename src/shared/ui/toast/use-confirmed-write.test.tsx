// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { useToastStore } from './toast-store';
import { useConfirmedWrite } from './use-confirmed-write';

const shown = () => useToastStore.getState().current?.message;

afterEach(() => useToastStore.setState({ current: null }));

it('asks about an item, then on confirming runs the write, shows its message and closes the question', async () => {
  const written: number[] = [];
  const { result } = renderHook(() => useConfirmedWrite(async (id: number) => (written.push(id), 'Redeemed')));
  act(() => result.current.ask(7));
  expect(result.current.asking).toBe(7);
  await act(() => result.current.confirm(7));
  expect(written).toEqual([7]);
  expect(shown()).toBe('Redeemed');
  expect(result.current.asking).toBeNull();
});

it('closes the question when the server refuses, showing nothing more', async () => {
  const { result } = renderHook(() =>
    useConfirmedWrite(async (_id: number): Promise<string> => Promise.reject(new Error('refused'))),
  );
  act(() => result.current.ask(7));
  await act(() => result.current.confirm(7));
  expect(shown()).toBeUndefined();
  expect(result.current.asking).toBeNull();
});

it('closes the question without writing when the user declines', () => {
  const { result } = renderHook(() => useConfirmedWrite(async (_id: number) => 'never'));
  act(() => result.current.ask(7));
  act(() => result.current.close());
  expect(result.current.asking).toBeNull();
});
