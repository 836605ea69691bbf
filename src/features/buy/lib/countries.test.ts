import { describe, expect, it } from 'vitest';
import { countryOptions } from './countries';

describe('country options', () => {
  it('names each country in the user’s language and adds the configured ones', () => {
    const english = countryOptions('en', ['PE']);
    expect(english.find((option) => option.value === 'JP')?.label).toBe('Japan');
    expect(english.some((option) => option.value === 'PE')).toBe(true);
    expect(countryOptions('jp').find((option) => option.value === 'US')?.label).toBe('アメリカ合衆国');
  });
});
