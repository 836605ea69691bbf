import { describe, expect, it } from 'vitest';
import { savedValues, trimValues } from './trim-values';

describe('trimValues', () => {
  it('trims every field', () => {
    expect(trimValues({ real_name: ' Kenji Tanaka ', bank_account: '1234567 ' })).toEqual({
      real_name: 'Kenji Tanaka',
      bank_account: '1234567',
    });
  });
});

describe('savedValues', () => {
  it('takes the saved text of each field and leaves out everything else', () => {
    const saved = { real_name: 'Kenji', iban: '', banks: [] };
    expect(savedValues(['real_name', 'iban'] as const, saved)).toEqual({
      real_name: 'Kenji',
      iban: '',
    });
  });

  it('starts empty when nothing was saved', () => {
    expect(savedValues(['swift_code'] as const, {})).toEqual({ swift_code: '' });
  });
});
