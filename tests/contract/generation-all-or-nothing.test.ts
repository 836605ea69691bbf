/**
 * A generation is all or nothing (scripts/contract/codegen/generation-record.ts): on a copy of the project, a save
 * the lint refuses and one the bundler cannot follow each fail `npm run generate` with the problem where it is
 * (file:line:column and rule) and leave every generated file as the last good generation wrote it; the outcome is
 * recorded for the mock and the development server, and the next good save generates again.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashText, listFiles } from '@tradedesk/contract/tools';
import type { GenerationStatus } from '@tradedesk/contract/codegen';
import { copyProject, type ProjectCopy } from '../support/project-copy.ts';

const OUTPUTS = ['src/gen', 'mock-server/gen', 'openapi/dist/openapi.yaml', 'asyncapi/dist/asyncapi.yaml'];
const TRANSFER = 'openapi/paths/wallet/user@Transfer.yaml';

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
});
