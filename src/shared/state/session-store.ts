/** The signed-in session: the token issued by login and the user it belongs to. Persisted. */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { UserProfile } from '../../gen/model';
import { STORAGE_PREFIX } from './storage-version';

type SessionState = {
  token: string | null;
  user: UserProfile | null;
  signIn: (token: string) => void;
  setUser: (user: UserProfile | null) => void;
  clear: () => void;
};

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      token: null,
      user: null,
      signIn: (token) => set({ token, user: null }),
      setUser: (user) => set({ user }),
      clear: () => set({ token: null, user: null }),
    }),
    { name: `${STORAGE_PREFIX}session`, storage: createJSONStorage(() => localStorage) },
  ),
);

export const getToken = () => useSessionStore.getState().token;
export const isSignedIn = () => Boolean(useSessionStore.getState().token);
