/**
 * One toast at a time, as in the original app: a newer message replaces the one on screen. Its time (1.5 s unless
 * told) counts from when the host draws it, not from when it was told: a toast told before the app is first drawn
 * (the route guard's "log in first"), or on a phone too busy to draw it at once, is still shown for its whole time.
 */
import { create } from 'zustand';
import { TIMING } from '../../config/constants';

type Toast = { id: number; message: string; durationMs: number };
type ToastState = {
  current: Toast | null;
  show: (message: string, durationMs?: number) => void;
  hide: (id: number) => void;
};

let nextId = 1;

export const useToastStore = create<ToastState>()((set, get) => ({
  current: null,
  show: (message, durationMs = TIMING.toastMs) => {
    if (!message) return;
    set({ current: { id: nextId++, message, durationMs } });
  },
  hide: (id) => {
    if (get().current?.id === id) set({ current: null });
  },
}));

export const showToast = (message: string, durationMs?: number) => useToastStore.getState().show(message, durationMs);
