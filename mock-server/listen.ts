import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Starts `server` listening and answers the port it got (any free one for port 0). */
export function listen(server: Server, port = 0, host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
  });
}
