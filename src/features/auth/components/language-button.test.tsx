// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { i18n } from '../../../shared/i18n/i18n';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { usePreferencesStore } from '../../../shared/state/preferences-store';
import { renderWithQuery } from '../../../shared/testing/render';
import { setUpTestI18n } from '../../../shared/testing/test-i18n';
import { LanguageButton } from './language-button';

beforeEach(async () => {
  await setUpTestI18n('en');
  usePreferencesStore.setState({ language: 'en' });
});
afterEach(cleanup);

describe('LanguageButton', () => {
  it('names the current language and switches the app to the one chosen in its sheet', async () => {
    renderWithQuery(<LanguageButton />);
    const button = screen.getByRole('button', { name: 'Language: English' });
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(button);
    const sheet = await screen.findByRole('dialog', { name: 'Language' });
    const choices = screen.getAllByRole('radio');
    expect(choices.map((choice) => choice.textContent)).toEqual([
      '日本語',
      'English',
      '简体中文',
      '繁體中文',
      'ไทย',
      '한국어',
      'Français',
      'Español',
    ]);
    expect(screen.getByRole('radio', { name: 'English' }).getAttribute('aria-checked')).toBe('true');
    expect(sheet).toBeTruthy();

    await act(async () => {
      fireEvent.click(screen.getByRole('radio', { name: '日本語' }));
    });
    await waitFor(() => expect(i18n.language).toBe('jp'));
    expect(usePreferencesStore.getState().language).toBe('jp');
    expect(document.documentElement.lang).toBe('ja');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: '言語：日本語' })).toBeTruthy();
  });

  it('closes without changing anything', async () => {
    renderWithQuery(<LanguageButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Language: English' }));
    await screen.findByRole('dialog', { name: 'Language' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(usePreferencesStore.getState().language).toBe('en');
    expect(i18n.language).toBe('en');
  });
});
