import type { AreaCode } from '../../../gen/model';

/** Area codes whose name (local or English), country code or calling code contains the query. */
export function filterAreaCodes(codes: AreaCode[], query: string): AreaCode[] {
  const needle = query.trim().toLowerCase().replace(/^\+/, '');
  if (!needle) return codes;
  return codes.filter(
    (code) =>
      code.name.toLowerCase().includes(needle) ||
      code.name_en.toLowerCase().includes(needle) ||
      code.country_code.toLowerCase() === needle ||
      String(code.area_code).startsWith(needle),
  );
}
