/** The copy agreement is written in Chinese and in English: Chinese for zh and hk readers, English for the rest. */
export const agreementPath = (language: string) =>
  language === 'zh' || language === 'hk'
    ? ('/pages/follow/agreement_zh' as const)
    : ('/pages/follow/agreement_en' as const);
