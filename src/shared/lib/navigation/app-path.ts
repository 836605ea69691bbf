import type { LinkOptions, RegisteredRouter } from '@tanstack/react-router';
import type { RouteToPath } from '@tanstack/router-core';

/** The path of a page of the app, as links and navigation take it (`to`), from the route tree. */
export type AppPath = RouteToPath<RegisteredRouter>;

/** Where a link or a navigation may lead: a page of the route tree, or the current page's place in it. */
export type Destination = AppPath | '.' | '..';

/**
 * Whether the app has a page at `path` (a path from the server or from a table of the original app), so that no
 * link leads to a missing page; the path is then a typed destination. `routesByPath` is the router's.
 */
export const isAppPath = (routesByPath: object, path: string): path is AppPath => Object.hasOwn(routesByPath, path);

/**
 * A page of the app with its query parameters, for data that carries where it leads (a list's rows). Build one
 * with the router's `linkOptions(...)`, which checks the query parameters against the destination route's.
 */
export type AppLink = { [TTo in AppPath]: LinkOptions<RegisteredRouter, string, TTo> }[AppPath];

declare const appHrefBrand: unique symbol;

/**
 * The address of a page of the app with its query (`/pages/fund/withdraw?currency=3`), for navigating back to where
 * a URL parameter says (a `redirect`): only `appHref` makes one from a string, after checking it is a page of the
 * route tree on this origin, so that such a parameter never leads away nor to a missing page.
 */
export type AppHref = AppPath | (string & { readonly [appHrefBrand]: true });

const BASE = 'http://app.invalid';

/** `value` as the address of a page of the app, or undefined when it is not one (another origin, no such page). */
export function appHref(routesByPath: object, value: string | undefined): AppHref | undefined {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  const url = new URL(value, BASE);
  if (url.origin !== BASE || !isAppPath(routesByPath, url.pathname)) return undefined;
  return brand(url);
}

/** `href` with one query parameter set: the same page, so still an address of the app. */
export function withSearchParam(href: AppHref, key: string, value: string): AppHref {
  const url = new URL(href, BASE);
  url.searchParams.set(key, value);
  return brand(url);
}

// the one place a string becomes an AppHref: its path was checked against the route tree
const brand = (url: URL) => `${url.pathname}${url.search}` as AppHref;
