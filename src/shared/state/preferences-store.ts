/**
 * The user's language, display fiat currency and whether balances are hidden. Persisted; the language drives `lang`
 * on every call.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { DEFAULT_FIAT } from '../config/constants';
import { DEFAULT_LANGUAGE, type Language } from '../config/languages';
import { STORAGE_PREFIX } from './storage-version';

export type SelectedFiat = { currency_code: string; rate: string; saveTime: number };

type PreferencesState = {
  language: Language;
  fiat: SelectedFiat;
  hideBalances: boolean;
  setLanguage: (language: Language) => void;
  setFiat: (fiat: Omit<SelectedFiat, 'saveTime'>, now?: number) => void;
  toggleHideBalances: () => void;
};

export const usePreferencesStore = create<PreferencesState>()(
  persist(
    (set) => ({
      language: DEFAULT_LANGUAGE,
      fiat: { ...DEFAULT_FIAT, saveTime: 0 },
      hideBalances: false,
      setLanguage: (language) => set({ language }),
      setFiat: (fiat, now = Date.now()) => set({ fiat: { ...fiat, saveTime: now } }),
      toggleHideBalances: () => set((state) => ({ hideBalances: !state.hideBalances })),
    }),
    { name: `${STORAGE_PREFIX}preferences`, storage: createJSONStorage(() => localStorage) },
  ),
);

export const getLanguage = () => usePreferencesStore.getState().language;
