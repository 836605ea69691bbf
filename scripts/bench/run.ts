/**
 * `npm run bench`: runs every benchmark, prints the figures with the machine they ran on, and writes them
 * into the README between the bench markers.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { benchHttpMock, type Figure } from './http-mock.bench.ts';
import { benchMarket } from './market.bench.ts';
import { describeMachine } from './machine.ts';
import { benchRealtime } from './realtime.bench.ts';
import { benchSandbox } from './sandbox.bench.ts';
import { benchStateStore } from './state-store.bench.ts';
import { benchScreens } from './screens.bench.ts';

const suites: Array<[string, () => Promise<Figure[]>]> = [
  ['HTTP contract and mock', benchHttpMock],
  ['Sandbox: the stateful mock', benchSandbox],
  ['Sandbox: keeping the state (MOCK_STATE_FILE)', benchStateStore],
  ['Market: one price path per pair', benchMarket],
  ['Realtime: socket emitter and client store', benchRealtime],
  ['Screens under a live market of 1,000 symbols (Chromium)', benchScreens],
];

const machine = describeMachine();
const date = new Date().toISOString().slice(0, 10);
const lines = [
  `Measured on ${date} on ${machine} (median of the runs shown).`,
  '',
  '| benchmark | median | runs |',
  '|---|---|---|',
];
for (const [title, run] of suites) {
  console.log(`\n${title}`);
  for (const figure of await run()) {
    // two significant figures below 1 (a write of 0.04 ms is not 0.0 ms)
    const value =
      figure.value >= 100
        ? Math.round(figure.value).toString()
        : figure.value >= 1
          ? figure.value.toFixed(1)
          : figure.value.toPrecision(2);
    console.log(`  ${figure.name}: ${value} ${figure.unit} (median of ${figure.runs})`);
    lines.push(`| ${figure.name} | ${value} ${figure.unit} | ${figure.runs} |`);
  }
}
console.log(`\nmachine: ${machine}`);

const readme = readFileSync('README.md', 'utf8');
const start = '<!-- bench:start -->';
const end = '<!-- bench:end -->';
if (readme.includes(start) && readme.includes(end)) {
  const updated = `${readme.slice(0, readme.indexOf(start) + start.length)}\n${lines.join('\n')}\n${readme.slice(readme.indexOf(end))}`;
  writeFileSync('README.md', updated);
  console.log('README.md figures updated');
}
