/**
 * A generation is all or nothing (scripts/contract/codegen/generation-record.ts): on a copy of the project, a save
 * the lint refuses and one the bundler cannot follow each fail `npm run generate` with the problem where it is
 * (file:line:column and rule) and leave every generated file as the last good generation wrote it; the outcome is
 * recorded for the mock and the development server, and the next good save generates again. A form takes its rules
 * from the generation: a constraint a save changes is the copy's form's rule.
 */
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashText, listFiles } from '@tradedesk/contract/tools';
import type { GenerationStatus } from '@tradedesk/contract/codegen';
import { withdrawalSchema, type WithdrawalValues } from '../../src/features/withdrawal/forms/withdrawal.schema.ts';
import { firstError } from '../../src/shared/testing/first-error.ts';
import { submitWithdrawalMaxLengths } from '../../src/gen/form-lengths/submitWithdrawal.ts';
import { copyProject, type ProjectCopy } from '../support/project-copy.ts';

const OUTPUTS = [
  'src/gen',
  'mock-server/gen',
  'scripts/conformance/gen',
  'openapi/dist/openapi.yaml',
  'asyncapi/dist/asyncapi.yaml',
];
const TRANSFER = 'openapi/paths/wallet/user@Transfer.yaml';
const WITHDRAWAL = 'openapi/paths/wallet/wallet@out.yaml';
/** A withdrawal the form accepts, but for the fund password each check gives. */
const WITHDRAWAL_VALUES: WithdrawalValues = {
  destination: '0',
  address: 'TXk8rQSAvPvBBNtqSoY6nCfsXWCSSpTVQF',
  amount: '100',
  pay_password: '',
  code: '482913',
};

let project: ProjectCopy;
let original: string;
/** Every generated file of the copy and its content's hash. */
const generated = () =>
  Object.fromEntries(
    OUTPUTS.flatMap((output) => listFiles(project.folder, output)).map((file) => [
      file,
      hashText(readFileSync(join(project.folder, file))),
    ]),
  );
const status = () =>
  JSON.parse(readFileSync(join(project.folder, 'openapi/dist/generation.json'), 'utf8')) as GenerationStatus;

beforeAll(() => {
  project = copyProject('generation-all-or-nothing', ['src']);
  original = readFileSync(join(project.folder, TRANSFER), 'utf8');
});
afterAll(() => project.remove());

describe('a generation on a broken contract', () => {
  let lastGood: { files: Record<string, string>; status: GenerationStatus };

  it('starts from a good one', () => {
    const result = project.generate();
    expect(result.ok, result.output).toBe(true);
    lastGood = { files: generated(), status: status() };
    expect(Object.keys(lastGood.files).length).toBeGreaterThan(100);
    expect(lastGood.status).toMatchObject({
      ok: true,
      complete: true,
      bundle: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  }, 300_000);

  it('a save the lint refuses: fails where the problem is, and nothing generated changes', () => {
    project.edit(TRANSFER, (text) =>
      text.replace("    '422':\n      $ref: ../../components/responses/UnprocessableEntity.yaml\n", ''),
    );
    const result = project.generate();
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/openapi\/paths\/wallet\/user@Transfer\.yaml:\d+:\d+/);
    expect(result.output).toContain('Every operation declares the enveloped 422 answer');
    expect(result.output).toContain('nothing generated changed');
    expect(generated()).toEqual(lastGood.files);
    // Orval, started beside the lint once the bundle was written, left nothing aside
    expect(existsSync(join(project.folder, 'src/gen.next'))).toBe(false);
    expect(status()).toMatchObject({ ok: false, lastGood: lastGood.status.at, problems: expect.any(String) });
  }, 300_000);

  it('a save the bundler cannot follow: fails, and nothing generated changes', () => {
    project.edit(TRANSFER, () =>
      original.replace('../../components/responses/Unauthorized.yaml', '../../components/responses/Missing.yaml'),
    );
    const result = project.generate();
    expect(result.ok).toBe(false);
    expect(result.output).toContain('Missing.yaml');
    expect(generated()).toEqual(lastGood.files);
    expect(status()).toMatchObject({ ok: false, lastGood: lastGood.status.at });
  }, 300_000);

  it('the next good save generates again', () => {
    project.edit(TRANSFER, () => original);
    const result = project.generate();
    expect(result.ok, result.output).toBe(true);
    expect(generated()).toEqual(lastGood.files);
    expect(status()).toMatchObject({
      ok: true,
      complete: true,
      bundle: (lastGood.status as { bundle: string }).bundle,
    });
  }, 300_000);

  it('a good save touches only the generated files it changes, and so does undoing it', () => {
    const modified = () =>
      Object.fromEntries(
        OUTPUTS.flatMap((output) => listFiles(project.folder, output)).map((file) => [
          file,
          statSync(join(project.folder, file)).mtimeMs,
        ]),
      );
    const touched = (before: Record<string, number>) =>
      Object.entries(modified())
        .filter(([file, time]) => before[file] !== time)
        .map(([file]) => file);
    const before = modified();
    const rate = readFileSync(join(project.folder, 'openapi/paths/wallet/wallet@getRateCurrency.yaml'), 'utf8');
    writeFileSync(
      join(project.folder, 'openapi/paths/wallet/wallet@fee-schedule.yaml'),
      rate.replace('operationId: getCoinCnyValue', 'operationId: getFeeSchedule'),
    );
    project.edit('openapi/openapi.yaml', (text) =>
      text.replace(
        '  /wallet/getRateCurrency:\n',
        '  /wallet/fee-schedule:\n    $ref: paths/wallet/wallet@fee-schedule.yaml\n  /wallet/getRateCurrency:\n',
      ),
    );
    const added = project.generate();
    expect(added.ok, added.output).toBe(true);
    const changedByTheSave = touched(before);
    // the wallet tag's hooks and validators, the new parameters' type, the model's index and what names every
    // operation; Orval's other few hundred files are as they were
    expect(changedByTheSave).toContain('src/gen/api/wallet/wallet.ts');
    expect(changedByTheSave).not.toContain('src/gen/api/trade/trade.ts');
    expect(changedByTheSave.length).toBeLessThan(20);

    const afterTheSave = modified();
    project.edit('openapi/openapi.yaml', (text) =>
      text.replace('  /wallet/fee-schedule:\n    $ref: paths/wallet/wallet@fee-schedule.yaml\n', ''),
    );
    expect(project.generate().ok).toBe(true);
    expect(touched(afterTheSave).length).toBeLessThan(20);
    expect(generated()).toEqual(lastGood.files);
  }, 300_000);

  it('a form follows a constraint the contract changes: the fund password of a withdrawal, at most 16', async () => {
    project.edit(WITHDRAWAL, (text) =>
      text.replace('maxLength: 32\n              format: password', 'maxLength: 16\n              format: password'),
    );
    const result = project.generate();
    expect(result.ok, result.output).toBe(true);
    const copied = (await import(
      /* @vite-ignore */ join(project.folder, 'src/features/withdrawal/forms/withdrawal.schema.ts')
    )) as typeof import('../../src/features/withdrawal/forms/withdrawal.schema.ts');
    const errorOf = (schema: typeof withdrawalSchema, pay_password: string) =>
      firstError(schema({ min: '10', available: '1250.5', unit: 'USDT' }), { ...WITHDRAWAL_VALUES, pay_password });
    const seventeen = 'p'.repeat(17);
    expect(await errorOf(withdrawalSchema, seventeen)).toBeNull();
    expect(await errorOf(copied.withdrawalSchema, seventeen)).toBe('validation:tooLong');
    expect(await errorOf(copied.withdrawalSchema, 'p'.repeat(16))).toBeNull();
    // and the inputs stop the typing where the contract now does
    const copiedRules = (await import(
      /* @vite-ignore */ join(project.folder, 'src/gen/form-lengths/submitWithdrawal.ts')
    )) as typeof import('../../src/gen/form-lengths/submitWithdrawal.ts');
    expect(submitWithdrawalMaxLengths.pay_password).toBe(32);
    expect(copiedRules.submitWithdrawalMaxLengths.pay_password).toBe(16);
  }, 300_000);
});
