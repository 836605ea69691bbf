/**
 * `x-invalidates` is checked where the contracts are checked: the HTTP contract's lint (`contract/write-invalidates`,
 * run by Redocly on a copy of openapi/ with the project's rules) refuses a write without the list, a name that is
 * no operationId, a name of a write, a name twice and the list on a read; the realtime contract's generation
 * refuses the same on a private push, and the list on any other message. `x-volatile` (what moves on its own) is
 * refused on a write, and as anything but `true` (`contract/volatile`).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleAsyncApi, checkInvalidates } from '@tradedesk/contract/codegen/realtime';
import {
  effectsFromSources,
  effectsOf,
  listOperations,
  listProblems,
  loadDocument,
  type AsyncApiDocument,
} from '@tradedesk/contract';
import { nodeBin, toolEnvironment } from '@tradedesk/contract/tools';
import { PRIVATE_PUSHES } from '../realtime/private-pushes.ts';

const REPO = resolve(import.meta.dirname, '../..');
let copy: string;

type Problem = { ruleId: string; message: string; location: Array<{ source: { ref: string }; pointer: string }> };

/** Redocly's problems of a rule (the x-invalidates one by default) on the copy, as "file#pointer: message". */
function lintCopy(rule = 'contract/write-invalidates'): string[] {
  const [command, args] = nodeBin('redocly', ['lint', '--format=json', '--max-problems=500']);
  const result = spawnSync(command, args, { cwd: copy, encoding: 'utf8', env: toolEnvironment() });
  const report = JSON.parse(result.stdout) as { problems: Problem[] };
  return report.problems
    .filter((problem) => problem.ruleId === rule)
    .map((problem) => `${problem.location[0].source.ref}${problem.location[0].pointer}: ${problem.message}`)
    .sort();
}

function edit(file: string, change: (text: string) => string, folder = 'openapi/paths'): void {
  const path = join(copy, folder, file);
  const text = readFileSync(path, 'utf8');
  const changed = change(text);
  if (changed === text) throw new Error(`${file}: the edit changed nothing`);
  writeFileSync(path, changed);
}

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'invalidates-lint-'));
  cpSync(join(REPO, 'openapi'), join(copy, 'openapi'), { recursive: true });
  const config = readFileSync(join(REPO, 'redocly.yaml'), 'utf8').replace(
    './scripts/lint/contract-rules.cjs',
    join(REPO, 'scripts/lint/contract-rules.cjs'),
  );
  writeFileSync(join(copy, 'redocly.yaml'), config);
});
afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('the HTTP contract', () => {
  it('names only reads in the x-invalidates of every write, and gives every write one', () => {
    const operations = listOperations(loadDocument());
    const effects = effectsOf(operations);
    for (const operation of operations) {
      const list = operation.object['x-invalidates'];
      if (operation.effect === 'read') expect(list, operation.operationId).toBeUndefined();
      else expect(listProblems(list, effects), operation.operationId).toEqual([]);
    }
    // the split sources say the same as the bundle (the realtime contract is checked against them)
    expect(effectsFromSources(join(REPO, 'openapi/paths'))).toEqual(effects);
  });

  it('is refused by its lint when a name dangles, names a write, comes twice, is missing, or sits on a read', () => {
    // the first of the file's two writes (submitSpotOrder; cancelSpotOrder keeps its list)
    edit('trade/coin@trade.yaml', (text) => text.replace('    - listSpotOrders\n', '    - listSpotOrderz\n'));
    edit('market/optional@del.yaml', (text) =>
      text.replace('    - listFavourites\n', '    - addFavourite\n    - listFavourites\n    - listFavourites\n'),
    );
    edit('market/optional@add.yaml', (text) => text.replace(/ {2}x-invalidates:\n( {4}- .*\n)+/, ''));
    edit('trade/coin@list.yaml', (text) =>
      text.replace('  x-effect: read\n', '  x-effect: read\n  x-invalidates: []\n'),
    );
    expect(lintCopy()).toEqual([
      'openapi/paths/market/optional@add.yaml#/post: A write lists the reads whose answers it may change in x-invalidates (operationIds; [] when none).',
      'openapi/paths/market/optional@del.yaml#/post/x-invalidates/0: x-invalidates: "addFavourite" is not a read (x-effect read).',
      'openapi/paths/market/optional@del.yaml#/post/x-invalidates/2: x-invalidates: "listFavourites" is listed twice.',
      'openapi/paths/trade/coin@list.yaml#/get/x-invalidates: Only a write says what it changes: drop x-invalidates from a read.',
      'openapi/paths/trade/coin@trade.yaml#/post/x-invalidates/0: x-invalidates: "listSpotOrderz" is no operationId of this contract.',
    ]);
  }, 60_000);
});

describe("the HTTP contract's x-volatile", () => {
  it('is refused by its lint on a write, and as anything but true', () => {
    edit('wallet/user@getTransferFee.yaml', (text) => text.replace('  x-volatile: true\n', '  x-volatile: yes\n'));
    edit('market/optional@add.yaml', (text) =>
      text.replace('  x-effect: write\n', '  x-effect: write\n  x-volatile: true\n'),
    );
    edit(
      'wallet/WalletUsdtPrice.yaml',
      (text) => text.replace('x-volatile: true\n', 'x-volatile: false\n'),
      'openapi/components/schemas',
    );
    expect(lintCopy('contract/volatile')).toEqual([
      'openapi/components/schemas/wallet/WalletUsdtPrice.yaml#/x-volatile: x-volatile is true or absent.',
      'openapi/paths/market/optional@add.yaml#/post/x-volatile: Only a read moves on its own: drop x-volatile from a write.',
      'openapi/paths/wallet/user@getTransferFee.yaml#/post/x-volatile: x-volatile is true or absent.',
    ]);
  }, 60_000);
});

describe('the realtime contract', () => {
  const document = () => structuredClone(bundleAsyncApi()) as AsyncApiDocument;

  it('gives every private push a list of reads, and no other message one', () => {
    const pushes = Object.values(document().components.messages).filter((message) => message['x-invalidates']);
    expect(pushes.map((message) => message.name).sort()).toEqual([...PRIVATE_PUSHES].sort());
    expect(checkInvalidates(document())).toBe(15);
    // and each says which writes it may come later after: the same fifteen, nothing else
    const following = Object.values(document().components.messages).filter((message) => message['x-follows']);
    expect(following.map((message) => message.name).sort()).toEqual(pushes.map((message) => message.name).sort());
    expect(document().components.messages.chat_message['x-follows']).toEqual(['sendSupportChatMessage']);
    expect(document().components.messages.mail_message['x-follows']).toEqual([]);
  });

  it('is refused when a push follows no write, a read or a write twice, lacks its list, or a public event has one', () => {
    const broken = document();
    const messages = broken.components.messages;
    messages.chat_message['x-follows'] = ['sendSupportChatMessagez'];
    messages.spot_order['x-follows'] = ['listSpotOrders', 'submitSpotOrder', 'submitSpotOrder'];
    delete messages.deposit_result['x-follows'];
    messages.kline['x-follows'] = [];
    expect(() => checkInvalidates(broken)).toThrow(
      new Error(
        [
          'invalid x-invalidates or x-follows in the AsyncAPI document:',
          'chat_message x-follows: sendSupportChatMessagez is no operationId of the HTTP contract',
          'deposit_result has no x-follows list (operationIds of the writes it may come later after; [] when none)',
          'kline: only a private push says what it follows; drop its x-follows',
          'spot_order x-follows: listSpotOrders is not a write (x-effect write)',
          'spot_order x-follows: submitSpotOrder is listed twice',
        ].join('\n  '),
      ),
    );
  });

  it('is refused when a push names no read, a write or a read twice, lacks its list, or a public event has one', () => {
    const broken = document();
    const messages = broken.components.messages;
    messages.balance_change['x-invalidates'] = ['getWalletOverviewz'];
    messages.spot_order['x-invalidates'] = ['submitSpotOrder', 'listSpotOrders', 'listSpotOrders'];
    delete messages.deposit_result['x-invalidates'];
    messages.daymarket['x-invalidates'] = [];
    messages.chat_send['x-invalidates'] = ['listSupportChatLogs'];
    const problems = () => {
      try {
        checkInvalidates(broken);
        return [];
      } catch (error) {
        return (error as Error).message.split('\n').sort();
      }
    };
    expect(problems()).toEqual(
      [
        'invalid x-invalidates or x-follows in the AsyncAPI document:',
        '  balance_change x-invalidates: getWalletOverviewz is no operationId of the HTTP contract',
        '  chat_send: only a private push says what it changes; drop its x-invalidates',
        '  daymarket: only a private push says what it changes; drop its x-invalidates',
        '  deposit_result has no x-invalidates list (operationIds of reads; [] when none)',
        '  spot_order x-invalidates: listSpotOrders is listed twice',
        '  spot_order x-invalidates: submitSpotOrder is not a read (x-effect read)',
      ].sort(),
    );
  });
});
