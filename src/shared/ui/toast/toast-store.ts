/** One toast at a time, as in the original app: a newer message replaces the one on screen. */
import { create } from 'zustand';
import { TIMING } from '../../config/constants';

type Toast = { id: number; message: string };
type ToastState = {
  current: Toast | null;
  show: (message: string, durationMs?: number) => void;
  hide: (id: number) => void;
};

let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;

export const useToastStore = create<ToastState>()((set, get) => ({
  current: null,
  show: (message, durationMs = TIMING.toastMs) => {
    if (!message) return;
    const id = nextId++;
    clearTimeout(timer);
    set({ current: { id, message } });
    timer = setTimeout(() => get().hide(id), durationMs);
  },
  hide: (id) => {
    if (get().current?.id === id) set({ current: null });
  },
}));

export const showToast = (message: string, durationMs?: number) => useToastStore.getState().show(message, durationMs);
