/**
 * Calls every operation of the contract on a fresh Prism mock, static and dynamic, and validates each answer
 * against the contract with Ajv. A quick check for authors of the contract; the test suite goes further and
 * goes through the generated client.
 *   node mock-server/probe.ts [--spec openapi/dist/openapi.yaml] [--tags a,b] [--repeat 5]
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { writeMockDocument } from './mock-document.ts';
import { startPrism } from './prism-process.ts';
import { listOperations, loadDocument, DEFAULT_BUNDLE } from '@tradedesk/contract';
import { buildRequest } from '@tradedesk/contract';
import { createResponseValidator } from '@tradedesk/contract';

const { values } = parseArgs({
  options: {
    spec: { type: 'string', default: DEFAULT_BUNDLE },
    tags: { type: 'string' },
    repeat: { type: 'string', default: '5' },
  },
});
const document = loadDocument(values.spec);
const operations = listOperations(document, values.tags?.split(','));
const validate = createResponseValidator(document);
const port = 20000 + Math.floor(Math.random() * 20000);
const prism = await startPrism({
  document: writeMockDocument(values.spec, join(tmpdir(), `probe-${port}.yaml`)),
  port,
});
let failures = 0;
try {
  for (const operation of operations) {
    const request = buildRequest(document, operation);
    const modes = [
      { Prefer: 'example=ok' },
      ...Array.from({ length: Number(values.repeat) }, () => ({ Prefer: 'dynamic=true' })),
    ];
    for (const prefer of modes) {
      const response = await fetch(`${prism.url}${request.path}?${request.query}`, {
        method: request.method,
        headers: { ...request.headers, ...prefer },
        body: request.body,
      });
      const text = await response.text();
      const problems: string[] = [];
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        problems.push(`not JSON: ${text.slice(0, 200)}`);
      }
      if (response.status !== 200)
        problems.push(`status ${response.status} ${response.headers.get('sl-violations') ?? ''} ${text.slice(0, 300)}`);
      else if (body !== undefined) {
        for (const violation of validate(operation.responsePointer, body)) {
          problems.push(
            `${violation.path}: ${violation.message} (${violation.expected}); got ${JSON.stringify(violation.actual)?.slice(0, 120)}`,
          );
        }
        const marker = (body as { type?: unknown; code?: unknown }).type ?? (body as { code?: unknown }).code;
        if (marker !== 'ok' && marker !== 1) problems.push(`not a success envelope: ${text.slice(0, 200)}`);
      }
      if (problems.length) {
        failures += 1;
        console.log(
          `FAIL ${operation.operationId} ${operation.method} ${operation.path} [${prefer.Prefer}]\n  ${[...new Set(problems)].slice(0, 12).join('\n  ')}`,
        );
        break;
      }
    }
  }
} finally {
  await prism.stop();
}
console.log(`${operations.length - failures} passed, ${failures} failed`);
process.exitCode = failures ? 1 : 0;
