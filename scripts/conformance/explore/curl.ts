/** A request as a curl line a backend team can paste, the account's token left as a shell variable. */
import type { BuiltRequest } from '@tradedesk/contract';
import { requestUrl } from '../http-call.ts';

const quoted = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

/** `curl -sS -X POST 'https://…/wallet/change?lang=en' -H "Authorization: $TOKEN_1" --data 'number=200&…'`. */
export function curlLine(target: string, request: BuiltRequest, tokenVariable: string): string {
  const parts = ['curl -sS', `-X ${request.method}`, quoted(requestUrl(target, request))];
  if (request.headers.Authorization) parts.push(`-H "Authorization: $${tokenVariable}"`);
  if (request.body instanceof URLSearchParams) parts.push(`--data ${quoted(request.body.toString())}`);
  else if (request.body)
    for (const [name, value] of request.body.entries())
      parts.push(`-F ${quoted(typeof value === 'string' ? `${name}=${value}` : `${name}=@pixel.png`)}`);
  return parts.join(' ');
}
