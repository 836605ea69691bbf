/**
 * Every incoming payload is validated with the generated zod schemas: an invalid one is dropped and reported,
 * never thrown, and the connection and the stores carry on.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadAsyncApi } from '@tradedesk/contract';
import {
  connectRealtime,
  getRealtimeUserId,
  receive,
  requestRealtime,
  resetRealtimeConnection,
} from '../../src/shared/realtime/connection';
import { getConnectionState, onRealtimeEvent } from '../../src/shared/realtime/holdings';
import { tickerStore } from '../../src/shared/realtime/market-store';
import { configureRealtime, type RealtimeConfig } from '../../src/shared/realtime/realtime-config';

type InvalidPayloadReport = Parameters<RealtimeConfig['onInvalidPayload']>[0];
import { waitFor } from './mock-socket';
import { resetClientLayer, payloadExample } from './client-layer';

const document = loadAsyncApi();
const example = (message: string) => payloadExample(document, message);
const syncFrames = (flush: () => void) => flush();

let reports: InvalidPayloadReport[];
beforeEach(() => {
  resetClientLayer();
  reports = [];
  configureRealtime({ onInvalidPayload: (report) => reports.push(report), requestFrame: syncFrames });
});
afterEach(() => resetRealtimeConnection());

describe('validation of incoming events', () => {
  it('stores a valid ticker', () => {
    receive('daymarket', example('daymarket'));
    expect(tickerStore.get('BTC/USDT')?.now_price).toBe('66342.18');
    expect(reports).toEqual([]);
  });

  it('drops and reports a malformed ticker, keeping the last good one', () => {
    receive('daymarket', example('daymarket'));
    const listener = vi.fn();
    onRealtimeEvent('daymarket', listener);
    receive('daymarket', { ...example('daymarket'), now_price: 70000.5 });
    receive('daymarket', { ...example('daymarket'), now_price: '1', injected: '<script>' });
    expect(tickerStore.get('BTC/USDT')?.now_price).toBe('66342.18');
    expect(listener).not.toHaveBeenCalled();
    expect(reports.map((report) => report.event)).toEqual(['daymarket', 'daymarket']);
    expect(reports[0].issues).toContain('now_price');
  });

  it('never throws, whatever arrives', () => {
    for (const garbage of [
      null,
      undefined,
      'daymarket',
      42,
      [],
      {},
      { type: 'kline' },
      { ...example('lever_trade'), trades_all: '[]' },
    ])
      expect(() => receive('lever_trade', garbage)).not.toThrow();
    expect(reports).toHaveLength(8);
  });

  it('a listener that throws does not stop the others', () => {
    const second = vi.fn();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    onRealtimeEvent('mail_message', () => {
      throw new Error('boom');
    });
    onRealtimeEvent('mail_message', second);
    receive('mail_message', example('mail_message'));
    expect(second).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});

describe('over a real connection', () => {
  async function scriptedServer(onConnection: (socket: import('socket.io').Socket) => void) {
    const server = createServer();
    const ioServer = new Server(server);
    ioServer.on('connection', onConnection);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      stop: async () => {
        const closing = ioServer.close();
        server.closeAllConnections();
        await closing;
      },
    };
  }

  it('drops a malformed push and keeps working', async () => {
    const server = await scriptedServer((socket) => {
      socket.emit('daymarket', { ...example('daymarket'), symbol: 'ETH/USDT', bids: 'junk' });
      socket.emit('daymarket', { ...example('daymarket'), symbol: 'ETH/USDT', now_price: '3184.62' });
    });
    try {
      configureRealtime({ url: server.url });
      connectRealtime();
      await waitFor(() => tickerStore.get('ETH/USDT') !== undefined, 5000, 'the valid ticker');
      expect(tickerStore.get('ETH/USDT')?.now_price).toBe('3184.62');
      expect(reports.map((report) => report.event)).toEqual(['daymarket']);
      expect(getConnectionState()).toBe('connected');
    } finally {
      resetRealtimeConnection();
      await server.stop();
    }
  });

  it('treats a malformed acknowledgement as a refusal', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const server = await scriptedServer((socket) =>
      socket.on('login', (_payload, ack) => ack({ ok: 'yes', user_id: '7' })),
    );
    try {
      configureRealtime({ url: server.url, getToken: () => 'a'.repeat(32) });
      connectRealtime();
      await waitFor(() => reports.length > 0, 5000, 'the report');
      expect(reports[0].event).toBe('login acknowledgement');
      expect(getRealtimeUserId()).toBeNull();
    } finally {
      warn.mockRestore();
      resetRealtimeConnection();
      await server.stop();
    }
  });

  it('refuses to send a request the contract does not allow', async () => {
    await expect(requestRealtime('chat_send', { content: '' })).rejects.toMatchObject({
      name: 'RealtimeRequestError',
    });
    await expect(requestRealtime('chat_send', { content: 'hello' })).rejects.toThrow('not connected');
  });
});
