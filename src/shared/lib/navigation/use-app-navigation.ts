/**
 * The original app's five ways to move: push, redirect (replace), tab switch, relaunch (history reset to one
 * page) and back. Each takes the router's own navigation options, so a destination and its query parameters are
 * checked against the route tree. Back with no page of the app behind goes to the market tab.
 */
import { useRouter, type NavigateOptions, type RegisteredRouter, type UseNavigateResult } from '@tanstack/react-router';
import { useMemo } from 'react';
import { MARKET_TAB_PATH, type TABS } from './tabs';

/** Moves to a page of the route tree (`to`, `search`, `params` typed by the destination route). */
type Navigate = UseNavigateResult<string>;

/** Moves to one of the five tabs in place of the page. */
type SwitchTab = <TTo extends (typeof TABS)[number]['path'], TFrom extends string = string>(
  options: NavigateOptions<RegisteredRouter, TFrom, TTo, TFrom, ''>,
) => Promise<void>;

/** History index of the page a relaunch started from: back never goes before it. */
let relaunchIndex = 0;

const historyIndex = (state: unknown) => Number((state as { __TSR_index?: number } | undefined)?.__TSR_index ?? 0);

export function useAppNavigation() {
  const router = useRouter();
  return useMemo(() => {
    const push: Navigate = (options) => router.navigate(options);
    const redirect: Navigate = (options) => router.navigate({ ...options, replace: true });
    const relaunch: Navigate = (options) => {
      relaunchIndex = historyIndex(router.history.location.state) + 1;
      return router.navigate(options);
    };
    const switchTab: SwitchTab = (options) => router.navigate({ ...options, replace: true });
    const back = () => {
      if (historyIndex(router.history.location.state) > relaunchIndex) router.history.back();
      else void router.navigate({ to: MARKET_TAB_PATH, replace: true });
    };
    return { push, redirect, switchTab, relaunch, back };
  }, [router]);
}
