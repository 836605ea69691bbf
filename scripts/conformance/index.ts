/**
 * The conformance kit as a library: run the checks against a backend from code (a team's own CI script) and
 * write the same reports the command line writes (`tradedesk-conformance`, cli.ts).
 */
export { main, parseOptions, USAGE } from './cli.ts';
export { changedReads, comparableReads, readAll, type Answers, type EffectsContext } from './effects.ts';
export { checkSequences, type SequenceCheck, type SequenceOutcome } from './explore/engine.ts';
export type { CheckResult, Finding, FindingKind, Severity } from './findings.ts';
export { writeHtmlReport } from './reports/html.ts';
export { writeJsonReport } from './reports/json.ts';
export { writeJunitReport } from './reports/junit.ts';
export { summaryText } from './reports/summary.ts';
export {
  ConfigurationError,
  runConformance,
  type ConformanceOptions,
  type ConformanceReport,
  type Summary,
} from './run.ts';
