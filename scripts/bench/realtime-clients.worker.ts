/**
 * Worker of the realtime benchmark: opens N socket.io clients to the emitter (WebSocket, as the app would) and
 * counts the events they receive between 'start' and 'stop' messages, so that the clients' work runs beside the
 * emitter's instead of on its thread.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { io, type Socket } from 'socket.io-client';

const { url, clients } = workerData as { url: string; clients: number };
const sockets: Socket[] = [];
let counting = false;
let received = 0;

for (let index = 0; index < clients; index += 1) {
  const socket = io(url, { transports: ['websocket'], reconnection: false, forceNew: true });
  socket.onAny(() => {
    if (counting) received += 1;
  });
  sockets.push(socket);
}

const connected = () => sockets.every((socket) => socket.connected);
const wait = setInterval(() => {
  if (!connected()) return;
  clearInterval(wait);
  parentPort?.postMessage({ type: 'ready' });
}, 20);

parentPort?.on('message', (message: { type: 'start' | 'stop' }) => {
  if (message.type === 'start') {
    received = 0;
    counting = true;
  } else {
    counting = false;
    parentPort?.postMessage({ type: 'count', received });
    for (const socket of sockets) socket.close();
    setTimeout(() => process.exit(0), 50);
  }
});
