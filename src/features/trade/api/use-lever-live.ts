import { useState } from 'react';
import type { LeverPosition } from '../../../gen/model';
import { useRealtimeEvent } from '../../../shared/realtime/hooks';

export type LeverLive = {
  /** Positions re-marked at the latest price, by id. */
  byId: Map<number, LeverPosition>;
  hazardRate?: number;
  profitsAll?: string;
};

/** The latest re-marking of the user's futures positions (`lever_trade`): floating P/L, mark price, risk rate. */
export function useLeverLive(): LeverLive {
  const [live, setLive] = useState<LeverLive>({ byId: new Map() });
  useRealtimeEvent('lever_trade', (payload) =>
    setLive({
      byId: new Map([...payload.trades_all, ...payload.trades_entrust].map((row) => [row.id, row])),
      hazardRate: payload.hazard_rate,
      profitsAll: payload.profits_all,
    }),
  );
  return live;
}

/** The row as last re-marked, else as the list answered it. */
export const liveRow = (live: LeverLive, row: LeverPosition): LeverPosition => {
  const marked = live.byId.get(row.id);
  return marked && marked.status === row.status ? marked : row;
};
