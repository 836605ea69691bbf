/**
 * Bundles the split AsyncAPI document (asyncapi/asyncapi.yaml and the files it references) into one document.
 * Where each referenced file goes is fixed by its folder, so every `$ref` becomes a local one:
 * - asyncapi/channels/<name>.yaml and asyncapi/operations/<domain>/<name>.yaml are placed at #/channels/<name> and
 *   #/operations/<name> (the root names them with the same key);
 * - asyncapi/messages/<domain>/<name>.yaml becomes #/components/messages/<name>;
 * - asyncapi/schemas/<domain>/<Name>.yaml and openapi/components/schemas/<domain>/<Name>.yaml (the HTTP contract's
 *   shared schemas) become #/components/schemas/<Name>; a pointer into such a file (`TickerFields.yaml#/properties/
 *   symbol`) stays a pointer into the one component, so a field has a single definition.
 * OpenAPI 3.0 keywords that JSON Schema reads differently (`nullable`, boolean `exclusiveMinimum`, `example`) are
 * rewritten in the shared schemas. Keys beside a `$ref` would be dropped by every tool, so they are an error.
 */
import { readFileSync } from 'node:fs';
import { basename, dirname, extname, relative, resolve, sep } from 'node:path';
import { parse } from 'yaml';

type Node = unknown;
type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export type BundleOptions = { root?: string; asyncapiDir?: string; openapiSchemasDir?: string };

export function bundleAsyncApi(options: BundleOptions = {}): JsonObject {
  const asyncapiDir = resolve(options.asyncapiDir ?? 'asyncapi');
  const rootFile = resolve(options.root ?? `${asyncapiDir}/asyncapi.yaml`);
  const openapiSchemasDir = resolve(options.openapiSchemasDir ?? 'openapi/components/schemas');
  const components: { messages: JsonObject; schemas: JsonObject } = { messages: {}, schemas: {} };
  const placed = new Map<string, { pointer: string; content?: Node }>();

  function placement(file: string): { pointer: string; section?: 'messages' | 'schemas'; name: string } {
    const name = basename(file, extname(file));
    if (file === rootFile) return { pointer: '', name };
    const inside = (dir: string) => file.startsWith(dir + sep);
    if (inside(openapiSchemasDir)) return { pointer: `/components/schemas/${name}`, section: 'schemas', name };
    const [folder] = relative(asyncapiDir, file).split(sep);
    if (!inside(asyncapiDir))
      throw new Error(`${file}: only asyncapi/ and openapi/components/schemas/ may be referenced`);
    if (folder === 'channels') return { pointer: `/channels/${name}`, name };
    if (folder === 'operations') return { pointer: `/operations/${name}`, name };
    if (folder === 'messages') return { pointer: `/components/messages/${name}`, section: 'messages', name };
    if (folder === 'schemas') return { pointer: `/components/schemas/${name}`, section: 'schemas', name };
    throw new Error(`${file}: a referenced file must live in channels/, operations/, messages/ or schemas/`);
  }

  function load(file: string): string {
    const target = placement(file);
    const known = placed.get(file);
    if (known) return target.pointer;
    for (const [other, entry] of placed)
      if (entry.pointer === target.pointer && other !== file)
        throw new Error(`${file} and ${other} would both be ${target.pointer}: rename one`);
    placed.set(file, { pointer: target.pointer });
    let content: Node = parse(readFileSync(file, 'utf8'));
    if (file.startsWith(openapiSchemasDir + sep)) content = fromOpenApiSchema(content);
    const processed = walk(content, file, '');
    placed.set(file, { pointer: target.pointer, content: processed });
    if (target.section) components[target.section][target.name] = processed;
    return target.pointer;
  }

  function walk(node: Node, file: string, at: string): Node {
    if (Array.isArray(node)) return node.map((item, index) => walk(item, file, `${at}/${index}`));
    if (!isObject(node)) return node;
    if (typeof node.$ref === 'string') {
      const extra = Object.keys(node).filter((key) => key !== '$ref');
      if (extra.length)
        throw new Error(`${file}#${at}: keys beside $ref are dropped by every tool (${extra.join(', ')})`);
      const [path, pointer = ''] = node.$ref.split('#');
      const target = path ? resolve(dirname(file), path) : file;
      return { $ref: `#${load(target)}${pointer}` };
    }
    const result: JsonObject = {};
    for (const [key, value] of Object.entries(node)) result[key] = walk(value, file, `${at}/${key}`);
    return result;
  }

  const root = parse(readFileSync(rootFile, 'utf8')) as JsonObject;
  placed.set(rootFile, { pointer: '' });
  const bundled: JsonObject = {};
  for (const [key, value] of Object.entries(root)) {
    if ((key === 'channels' || key === 'operations') && isObject(value)) {
      const section: JsonObject = {};
      for (const [name, entry] of Object.entries(value)) {
        const ref = isObject(entry) && typeof entry.$ref === 'string' ? entry.$ref : undefined;
        if (!ref) {
          section[name] = walk(entry, rootFile, `/${key}/${name}`);
          continue;
        }
        const file = resolve(dirname(rootFile), ref);
        const pointer = load(file);
        if (pointer !== `/${key}/${name}`)
          throw new Error(`${rootFile}: ${key}.${name} must be named like its file (${ref})`);
        section[name] = placed.get(file)?.content;
      }
      bundled[key] = section;
    } else if (key !== 'components') {
      bundled[key] = walk(value, rootFile, `/${key}`);
    }
  }
  const ownComponents = isObject(root.components) ? (walk(root.components, rootFile, '/components') as JsonObject) : {};
  bundled.components = {
    ...ownComponents,
    messages: sortKeys({ ...(ownComponents.messages as JsonObject), ...components.messages }),
    schemas: sortKeys({ ...(ownComponents.schemas as JsonObject), ...components.schemas }),
  };
  return bundled;
}

function sortKeys(object: JsonObject): JsonObject {
  return Object.fromEntries(Object.entries(object).sort(([a], [b]) => a.localeCompare(b)));
}

const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'definitions']);
const SCHEMA_LISTS = new Set(['oneOf', 'anyOf', 'allOf']);
const SCHEMA_VALUES = new Set(['items', 'additionalProperties', 'additionalItems', 'not']);

/** Rewrites the OpenAPI 3.0 schema keywords that JSON Schema (AsyncAPI's schema format) reads differently. */
export function fromOpenApiSchema(node: Node): Node {
  if (!isObject(node)) return node;
  const result: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    if (SCHEMA_MAPS.has(key) && isObject(value)) result[key] = mapValues(value, fromOpenApiSchema);
    else if (SCHEMA_LISTS.has(key) && Array.isArray(value)) result[key] = value.map(fromOpenApiSchema);
    else if (SCHEMA_VALUES.has(key))
      result[key] = Array.isArray(value) ? value.map(fromOpenApiSchema) : fromOpenApiSchema(value);
    else result[key] = value;
  }
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (result[flag] === true) {
      result[flag] = result[bound];
      delete result[bound];
    } else if (result[flag] === false) {
      delete result[flag];
    }
  }
  if ('example' in result) {
    if (!('examples' in result)) result.examples = [result.example];
    delete result.example;
  }
  if (result.nullable === true) {
    delete result.nullable;
    if (typeof result.type === 'string') {
      result.type = [result.type, 'null'];
      if (Array.isArray(result.enum) && !result.enum.includes(null)) result.enum = [...result.enum, null];
    } else {
      return { anyOf: [result, { type: 'null' }] };
    }
  } else if (result.nullable === false) {
    delete result.nullable;
  }
  return result;
}

function mapValues(object: JsonObject, map: (value: unknown) => unknown): JsonObject {
  return Object.fromEntries(Object.entries(object).map(([key, value]) => [key, map(value)]));
}
