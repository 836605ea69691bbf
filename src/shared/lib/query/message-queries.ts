import type { QueryClient } from '@tanstack/react-query';

/**
 * Queries whose answers change when a message arrives or is read: the message-centre lists (generated and paged),
 * the unread counts and the chat history. One place, so the badge, the lists and the chat agree after any change.
 */
const MESSAGE_QUERY_ROOTS = new Set([
  '/mailMessage/getList',
  '/mailMessage/getCount',
  '/chat/get_unread_msg',
  'mail-list',
]);

export const MAIL_LIST_KEY = 'mail-list';

export function invalidateMessageQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    // generated keys of POST reads start with the method ('POST', '/chat/get_unread_msg', ...)
    predicate: (query) => query.queryKey.slice(0, 2).some((part) => MESSAGE_QUERY_ROOTS.has(String(part))),
  });
}
