// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { beforeEach, expect, it, vi } from 'vitest';
import { usePreferencesStore } from '../state/preferences-store';
import { testQueryClient } from '../testing/render';
import { setUpTestI18n } from '../testing/test-i18n';
import { useChangeLanguage } from './use-change-language';

beforeEach(async () => {
  await setUpTestI18n('jp');
  usePreferencesStore.setState({ language: 'jp' });
});

it('updates the stored language, i18next, <html lang> and refetches server texts', async () => {
  const client = testQueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useChangeLanguage(), { wrapper });
  expect(i18next.t('common:tabs.home')).toBe('ホーム');
  await act(() => result.current('en'));
  expect(usePreferencesStore.getState().language).toBe('en');
  expect(i18next.language).toBe('en');
  expect(i18next.t('common:tabs.home')).toBe('Home');
  expect(document.documentElement.lang).toBe('en');
  expect(invalidate).toHaveBeenCalled();
  await act(() => result.current('kor'));
  expect(document.documentElement.lang).toBe('ko');
});
