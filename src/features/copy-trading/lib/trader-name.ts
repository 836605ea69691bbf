import type { TFunction } from 'i18next';

/** A trader's nickname, or "Trader 3307" when they never set one. */
export const traderName = (t: TFunction, nickname: string | null, id: number) =>
  nickname ?? t('copy-trading:trader.unnamed', { id });
