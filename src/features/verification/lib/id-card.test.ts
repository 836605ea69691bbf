import { describe, expect, it } from 'vitest';
import { itReturnsEach } from '../../../shared/testing/returns-each';
import { isIdCard } from './id-card';

describe('isIdCard', () => {
  itReturnsEach('%j -> %s', isIdCard, [
    ['11010519491231002X', true],
    ['11010519491231002x', true],
    ['110101199003074477', true],
    ['440524198001010013', true],
    ['320106200012311231', true],
    ['440524198001010014', false], // check character should be 3
    ['110105491231002', true],
    ['110105491231002X', false], // 16 characters
    ['110105194912310021', false], // wrong check character
    ['11010519491331002X', false], // month 13
    ['11010519490230002X', false], // 30 February
    ['01010519491231002X', false], // starts with 0
    ['11010518991231002X', false], // born before 1900
    ['1101051949123100XX', false],
    ['110105491331002', false], // 15 digits, month 13
    ['11010549123100X', false],
    ['', false],
    ['abcdefghijklmnopqr', false],
  ]);

  it.each([
    ['11010519491231002', 'X'],
    ['11010119900307447', '7'],
  ])('takes only the check character ISO 7064 MOD 11-2 gives %s: %s', (first17, check) => {
    const accepted = [...'0123456789X'].filter((character) => isIdCard(first17 + character));
    expect(accepted).toEqual([check]);
  });
});
