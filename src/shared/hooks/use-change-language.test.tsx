// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { i18n } from '../i18n/i18n';
import { beforeEach, expect, it, vi } from 'vitest';
import { queryClient } from '../lib/query/query-client';
import { usePreferencesStore } from '../state/preferences-store';
import { setUpTestI18n } from '../testing/test-i18n';
import { useChangeLanguage } from './use-change-language';

beforeEach(async () => {
  await setUpTestI18n('jp');
  usePreferencesStore.setState({ language: 'jp' });
});

it('updates the stored language, the texts, <html lang> and refetches server texts', async () => {
  // the app's client, which the hook loads itself: the language picker also works outside TanStack Query
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const { result } = renderHook(() => useChangeLanguage());
  expect(i18n.t('common:tabs.home')).toBe('ホーム');
  await act(() => result.current('en'));
  expect(usePreferencesStore.getState().language).toBe('en');
  expect(i18n.language).toBe('en');
  expect(i18n.t('common:tabs.home')).toBe('Home');
  expect(document.documentElement.lang).toBe('en');
  expect(invalidate).toHaveBeenCalled();
  await act(() => result.current('kor'));
  expect(document.documentElement.lang).toBe('ko');
});
