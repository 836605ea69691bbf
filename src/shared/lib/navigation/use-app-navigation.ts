/**
 * The original app's five ways to move: push, redirect (replace), tab switch, relaunch (history reset to one
 * page) and back. Each takes the router's own navigation options, so a destination and its query parameters are
 * checked against the route tree. Back with no page of the app behind goes to the market tab. A sixth, returnTo,
 * goes in place of the page to an address a URL parameter gave, once `appHref` found it a page of the app.
 */
import { useRouter, type NavigateOptions, type RegisteredRouter, type UseNavigateResult } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { AppHref, Destination } from './app-path';
import { MARKET_TAB_PATH, type TABS } from './tabs';

/**
 * Moves to a page of the route tree (`to`, `search`, `params` typed by the destination route). The router's own
 * navigate lets a `to` typed string through unchecked; this one takes a page of the app or nothing.
 */
type Navigate = <
  const TTo extends Destination | undefined = undefined,
  const TMaskFrom extends string = string,
  const TMaskTo extends string = '',
>(
  options: NavigateOptions<RegisteredRouter, string, TTo, TMaskFrom, TMaskTo>,
) => Promise<void>;

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
    // written on the router's own type, held to the route tree where the screens call them
    const replacing: UseNavigateResult<string> = (options) => router.navigate({ ...options, replace: true });
    const relaunching: UseNavigateResult<string> = (options) => {
      relaunchIndex = historyIndex(router.history.location.state) + 1;
      return router.navigate(options);
    };
    const push: Navigate = router.navigate;
    const redirect: Navigate = replacing;
    const relaunch: Navigate = relaunching;
    const switchTab: SwitchTab = (options) => router.navigate({ ...options, replace: true });
    // an address checked against the route tree (appHref): where a `redirect` parameter sends the user back to
    const returnTo = (href: AppHref) => router.navigate({ href, replace: true });
    const back = () => {
      if (historyIndex(router.history.location.state) > relaunchIndex) router.history.back();
      else void router.navigate({ to: MARKET_TAB_PATH, replace: true });
    };
    return { push, redirect, switchTab, relaunch, returnTo, back };
  }, [router]);
}
