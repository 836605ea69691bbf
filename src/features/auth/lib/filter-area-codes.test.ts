import { describe, expect, it } from 'vitest';
import type { AreaCode } from '../../../gen/model';
import { filterAreaCodes } from './filter-area-codes';

const codes: AreaCode[] = [
  { id: 1, area_code: 81, name: '日本', name_en: 'Japan', country_code: 'JP' },
  { id: 2, area_code: 86, name: '中国', name_en: 'China', country_code: 'CN' },
  { id: 3, area_code: 852, name: '中国香港', name_en: 'Hong Kong', country_code: 'HK' },
  { id: 4, area_code: 1, name: '美国', name_en: 'United States', country_code: 'US' },
];
const ids = (list: AreaCode[]) => list.map((code) => code.id);

describe('filterAreaCodes', () => {
  it.each<[string, number[]]>([
    ['', [1, 2, 3, 4]],
    ['  ', [1, 2, 3, 4]],
    ['jap', [1]],
    ['JAPAN', [1]],
    ['中国', [2, 3]],
    ['+8', [1, 2, 3]],
    ['85', [3]],
    ['us', [4]],
    ['hong', [3]],
    ['zz', []],
  ])('%j -> %j', (query, expected) => {
    expect(ids(filterAreaCodes(codes, query))).toEqual(expected);
  });
});
