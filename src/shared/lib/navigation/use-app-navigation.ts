/**
 * The original app's five ways to move: push, redirect (replace), tab switch, relaunch (history reset to one
 * page) and back. Query parameters ride in `search`. Back with no page of the app behind goes to the market tab.
 */
import { useRouter } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { MARKET_TAB_PATH, TABS, type TabKey } from './tabs';

type Search = Record<string, string | number | boolean | undefined>;

/** History index of the page a relaunch started from: back never goes before it. */
let relaunchIndex = 0;

const historyIndex = (state: unknown) => Number((state as { __TSR_index?: number } | undefined)?.__TSR_index ?? 0);

export function useAppNavigation() {
  const router = useRouter();
  const go = useCallback(
    (to: string, search: Search | undefined, replace: boolean) =>
      // paths come from the original app's route table, checked at run time by the router
      router.navigate({ to: to as never, search: (search ?? {}) as never, replace }),
    [router],
  );
  return useMemo(
    () => ({
      push: (to: string, search?: Search) => go(to, search, false),
      redirect: (to: string, search?: Search) => go(to, search, true),
      switchTab: (tab: TabKey, search?: Search) =>
        go(TABS.find((candidate) => candidate.key === tab)!.path, search, true),
      relaunch: (to: string, search?: Search) => {
        relaunchIndex = historyIndex(router.history.location.state) + 1;
        return go(to, search, false);
      },
      back: () => {
        if (historyIndex(router.history.location.state) > relaunchIndex) router.history.back();
        else void go(MARKET_TAB_PATH, undefined, true);
      },
    }),
    [go, router],
  );
}
