/** The upload endpoint words its errors in one of three languages, chosen by `accept-language`. */
export function uploadAcceptLanguage(language: string): 'zh-cn' | 'zh-tw' | 'en' {
  if (language === 'zh') return 'zh-cn';
  if (language === 'hk') return 'zh-tw';
  return 'en';
}
