import type { TFunction } from 'i18next';

/** A trader's nickname, or "Trader 3307" when they never set one. */
export const traderName = (t: TFunction<'copy-trading'>, nickname: string | null, id: number) =>
  nickname ?? t('trader.unnamed', { id });
