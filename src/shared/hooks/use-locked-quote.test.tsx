// @vitest-environment jsdom
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect, it } from 'vitest';
import { testQueryClient } from '../testing/render';
import { useLockedQuote } from './use-locked-quote';

type Quote = { quote_id: string; expires_at: number; expires_in: number };

/** A quote endpoint whose answers the test gives by hand, and the requests it was asked. */
function quoteEndpoint() {
  const asked: Array<{ signal: AbortSignal; answer: (quote: Quote) => void }> = [];
  const ask = ({ signal }: { signal: AbortSignal }) =>
    new Promise<Quote>((answer) => {
      asked.push({ signal, answer });
    });
  return { asked, ask };
}

/** A sheet's lock over a query of that endpoint, as the conversion and dual-investment sheets hold one. */
function renderLockedQuote() {
  const endpoint = quoteEndpoint();
  const client = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () => useLockedQuote<Quote>(useQuery({ queryKey: ['quote'], queryFn: endpoint.ask, staleTime: Infinity })),
    { wrapper },
  );
  return { endpoint, result };
}

const quoteUntil = (id: string, expiresAtMs: number): Quote => ({
  quote_id: id,
  expires_at: Math.floor(expiresAtMs / 1000),
  expires_in: 30,
});

it('asks one new quote when the exchange refuses the quote as its countdown ends, and shows that one', async () => {
  const { endpoint, result } = renderLockedQuote();
  await waitFor(() => expect(endpoint.asked).toHaveLength(1));
  // a quote whose lock ended as it came (the exchange's clock moved on): the sheet asks a new one by itself
  act(() => endpoint.asked[0]!.answer(quoteUntil('Q1', Date.now() - 1000)));
  await waitFor(() => expect(endpoint.asked).toHaveLength(2));
  // and the exchange's refusal of Q1 asks again while that one is on its way
  act(() => result.current.askAgain());
  await act(async () => {
    await new Promise((settle) => setTimeout(settle, 20));
  });
  expect(endpoint.asked).toHaveLength(2);
  expect(endpoint.asked[1]!.signal.aborted).toBe(false);

  act(() => endpoint.asked[1]!.answer(quoteUntil('Q2', Date.now() + 30_000)));
  await waitFor(() => expect(result.current.locked?.quote_id).toBe('Q2'));
  expect(result.current.expired).toBe(false);
  expect(endpoint.asked).toHaveLength(2);
});

it('asks a new quote when the exchange refuses one that still holds', async () => {
  const { endpoint, result } = renderLockedQuote();
  await waitFor(() => expect(endpoint.asked).toHaveLength(1));
  act(() => endpoint.asked[0]!.answer(quoteUntil('Q1', Date.now() + 30_000)));
  await waitFor(() => expect(result.current.locked?.quote_id).toBe('Q1'));

  act(() => result.current.askAgain());
  await waitFor(() => expect(endpoint.asked).toHaveLength(2));
  // the refused quote is no longer offered while the new one is on its way
  expect(result.current.locked).toBeUndefined();
  act(() => endpoint.asked[1]!.answer(quoteUntil('Q2', Date.now() + 30_000)));
  await waitFor(() => expect(result.current.locked?.quote_id).toBe('Q2'));
});
