/**
 * The handlers' parameter types say what really arrives: for every field of every operation, a valid request
 * without that field goes through the sandbox's request validator, and the field is there afterwards exactly when
 * the generated type says it is always there (a default filled in), and absent when the type says it may be.
 */
import { describe, expect, it } from 'vitest';
import { listOperations, loadDocument } from '../contract-document.ts';
import { buildArguments } from '../request-builder.ts';
import { createRequestValidator } from '../request-validator.ts';
import { operationsModule, paramFields } from './write-sandbox-types.ts';

const document = loadDocument();
const operations = listOperations(document);
const validate = createRequestValidator(document);

/** As a form sends it: text, an uploaded file by its name. */
const asForm = (values: Record<string, unknown> = {}) =>
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, value instanceof Blob ? 'pixel.png' : String(value)]),
  );

describe('the sandbox handlers’ parameter types', () => {
  it('mark a field always present exactly when the request validator fills it in', () => {
    const checked: string[] = [];
    const wrong: string[] = [];
    for (const operation of operations) {
      const built = buildArguments(document, operation);
      for (const field of paramFields(document, operation)) {
        const query = asForm(built.query);
        const body = asForm(built.body);
        delete query[field.name];
        delete body[field.name];
        // a field the request cannot do without (required, or by a branch): always there when it gets through
        if (validate(operation, { query, body })) continue;
        const present = Object.hasOwn(query, field.name) || Object.hasOwn(body, field.name);
        checked.push(`${operation.operationId}.${field.name}`);
        if (present !== field.required)
          wrong.push(`${operation.operationId}.${field.name}: ${field.required ? 'required' : 'optional'} in the type`);
      }
    }
    expect(wrong).toEqual([]);
    // the defaults are among them: every operation's lang, the pages and their sizes
    expect(checked).toEqual(expect.arrayContaining(['listSpotOrders.lang', 'listSpotOrders.page', 'loginUser.type']));
    expect(checked.length).toBeGreaterThan(250);
  });

  it('write one entry per operation', () => {
    const module = operationsModule(document);
    for (const operation of operations) expect(module).toContain(`\n  ${operation.operationId}: {\n`);
  });
});
