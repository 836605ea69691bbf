/**
 * `E2E_CPU_SLOWDOWN=N`: every page's CPU runs N times slower (1: as fast as the machine), as on a slower machine.
 * The time a journey and an expectation may take grows with it (playwright.config.ts): what a journey waits for is
 * a state the page reaches, later on a slower machine, never a window of real time.
 */
export const CPU_SLOWDOWN = Math.max(1, Number(process.env.E2E_CPU_SLOWDOWN ?? '1') || 1);
