import { LANGUAGE_TAGS, type Language } from '../../../shared/config/languages';

/**
 * Countries a user may say they live in: where quick purchase is offered and the site's other markets, so that a
 * user elsewhere is told their area is not supported rather than finding nothing to pick.
 */
const COUNTRY_CODES = [
  'US',
  'NG',
  'TH',
  'ID',
  'BR',
  'IN',
  'VN',
  'MX',
  'PH',
  'JP',
  'KR',
  'CN',
  'HK',
  'TW',
  'SG',
  'MY',
  'AU',
  'CA',
  'GB',
  'DE',
  'FR',
  'ES',
  'IT',
  'NL',
  'AE',
  'TR',
  'ZA',
  'AR',
  'CL',
  'CO',
];

/** Every country with its name in the user's language, sorted by name. */
export function countryOptions(language: Language, extra: string[] = []) {
  const names = new Intl.DisplayNames([LANGUAGE_TAGS[language]], { type: 'region' });
  return [...new Set([...COUNTRY_CODES, ...extra])]
    .map((code) => ({ value: code, label: names.of(code) ?? code }))
    .sort((a, b) => a.label.localeCompare(b.label, LANGUAGE_TAGS[language]));
}
