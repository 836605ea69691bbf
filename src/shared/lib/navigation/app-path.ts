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
