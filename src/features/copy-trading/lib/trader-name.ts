import type { Translate } from '../../../shared/i18n/translations';

/** A trader's nickname, or "Trader 3307" when they never set one. */
export const traderName = (t: Translate, nickname: string | null, id: number) =>
  nickname ?? t('copy-trading:trader.unnamed', { id });
