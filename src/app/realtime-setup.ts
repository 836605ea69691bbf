/**
 * Connects the realtime layer (src/shared/realtime) to the app: the session token for its `login`, a new
 * `login`/`logout` whenever the token changes, and the connection itself. Loaded on demand by the signed-in
 * layout (routes/_authed.tsx), so socket.io and the event validators stay out of the login screen's JavaScript.
 */
import { configureRealtime } from '../shared/realtime/realtime-config';
import { connectRealtime, refreshRealtimeAuth } from '../shared/realtime/connection';
import { getToken, useSessionStore } from '../shared/state/session-store';

let started = false;

export function startRealtime(): void {
  if (started) return;
  started = true;
  configureRealtime({ getToken });
  connectRealtime();
  useSessionStore.subscribe((state, previous) => {
    if (state.token !== previous.token) void refreshRealtimeAuth();
  });
}
