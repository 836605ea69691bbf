import { ownedSearch, oneOf, positiveInt } from '../../../shared/lib/navigation/search-params';

/** The list's tabs by phase: warm-up, in progress, ended (the API's `time_status` 1, 2, 3). */
const IEO_PHASES = ['warmup', 'progress', 'ended'] as const;
export type IeoPhase = (typeof IEO_PHASES)[number];
export const PHASE_STATUS: Record<IeoPhase, 1 | 2 | 3> = { warmup: 1, progress: 2, ended: 3 };
/** The list's phase in the address, `?phase=`: in progress while it names none. */
export const IEO_PHASE_SEARCH_TAB = { param: 'phase', keys: IEO_PHASES, initial: 'progress' } as const;

export const parseIeoListSearch = (search: Record<string, unknown>): { phase?: IeoPhase } =>
  ownedSearch({ phase: oneOf(IEO_PHASES)(search.phase) });

/** The detail page's query: the project id. */
export const parseProjectSearch = (search: Record<string, unknown>): { id?: number } =>
  ownedSearch({ id: positiveInt(search.id) });
