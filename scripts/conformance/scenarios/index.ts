/** Every behaviour scenario, in the order they run (cheap reads first, the seconds option's wait last). */
import { accountScenarios } from './account.ts';
import type { Scenario } from './format.ts';
import { productScenarios } from './products.ts';
import { tradingScenarios } from './trading.ts';
import { walletScenarios } from './wallet.ts';

const all = [...accountScenarios, ...walletScenarios, ...tradingScenarios, ...productScenarios];
const waits = (scenario: Scenario) => scenario.steps.some((step) => 'waitMs' in step);

export const SCENARIOS: Scenario[] = [...all.filter((scenario) => !waits(scenario)), ...all.filter(waits)];
