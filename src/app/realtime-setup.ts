/**
 * Connects the realtime layer (src/shared/realtime) to the app: the session token for its `login`, a new
 * `login`/`logout` whenever the token changes, the connection itself, and the app-wide account events
 * (realtime-events.ts). Loaded on demand by the signed-in
 * layout (routes/_authed.tsx), so socket.io and the event validators stay out of the login screen's JavaScript.
 */
import { configureRealtime } from '../shared/realtime/realtime-config';
import { connectRealtime, refreshRealtimeAuth } from '../shared/realtime/connection';
import { getToken, useSessionStore } from '../shared/state/session-store';
import { listenToAccountEvents } from './realtime-events';

let started = false;

export function startRealtime(): void {
  if (started) return;
  started = true;
  configureRealtime({ getToken });
  listenToAccountEvents();
  connectRealtime();
  useSessionStore.subscribe((state, previous) => {
    if (state.token !== previous.token) void refreshRealtimeAuth();
  });
}
