import { Link as RouterLink, type LinkComponentProps, type RegisteredRouter } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import type { Destination } from '../../lib/navigation/app-path';

/**
 * The router's `Link`, with its destination held to the route tree. The router's own lets a value typed `string`
 * through unchecked (it cannot tell such a value from a path it does not know yet); here `to` is a page of the app or
 * nothing, and the query parameters are the destination route's, as the router checks them.
 */
export const Link: <
  const TTo extends Destination | undefined = undefined,
  const TMaskFrom extends string = string,
  const TMaskTo extends string = '',
>(
  props: LinkComponentProps<'a', RegisteredRouter, string, TTo, TMaskFrom, TMaskTo>,
) => ReactElement = RouterLink;
