/**
 * `npm run docs` on the bundles `npm test` generated: both references are built, self-contained (every script
 * and style inline, a policy that forbids network requests), and the index lists both versions and the changelog.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildReferences } from './build-references.ts';
import { markdownToHtml } from './index-page.ts';

let folder: string;
let pages: string[];

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'references-'));
  pages = await buildReferences(folder);
}, 120_000);
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

const REMOTE = /<(script|link|img|iframe)\b[^>]*\b(src|href)="(https?:)?\/\//i;

describe('contract references', () => {
  it('builds both references, loading nothing from the network', () => {
    expect(pages.map((page) => page.slice(folder.length + 1))).toEqual(['index.html', 'http.html', 'realtime.html']);
    for (const page of pages) {
      const html = readFileSync(page, 'utf8');
      expect(html, page).toContain("default-src 'none'");
      expect(html, page).not.toMatch(REMOTE);
      expect(html, page).not.toMatch(/@import\s+url\(\s*['"]?https?:|@font-face[^}]*url\(\s*['"]?https?:/i);
    }
    for (const page of pages.slice(1)) expect(readFileSync(page, 'utf8')).toContain('"disableTelemetry":true');
  });

  it('shows each operation origin (x-source) and the error examples', () => {
    const http = readFileSync(join(folder, 'http.html'), 'utf8');
    expect(http).toMatch(/"showExtensions":\["x-source","x-effect","x-volatile"\]/);
    expect(http).toContain('**Moves on its own:**');
    expect(http).toContain('"sessionExpired"');
  });

  it('says under each write and private push what it changes', () => {
    const http = readFileSync(join(folder, 'http.html'), 'utf8');
    expect(http).toContain('**Changes:** [listSpotOrders](#/trade/listspotorders)');
    expect(http).toContain('**Changes:** nothing a read shows.');
    expect(readFileSync(join(folder, 'realtime.html'), 'utf8')).toContain('**Changes:** `listMailMessages`');
  });

  it('lists both versions and renders the changelog', () => {
    const index = readFileSync(join(folder, 'index.html'), 'utf8');
    expect(index.match(/version \d+\.\d+\.\d+/g)).toHaveLength(2);
    expect(index).toMatch(/<h2>\d+\.\d+\.\d+/);
  });
});

type Node = Record<string, unknown>;

describe('what a change changes, in the references', () => {
  it('adds "Changes:" to the description of each write and push that says, with the reads linked', async () => {
    const { withChanges } = await import('./build-references.ts');
    const http = {
      paths: {
        '/coin/list': { get: { operationId: 'listSpotOrders', tags: ['trade'], 'x-effect': 'read' } },
        '/coin/trade': {
          post: {
            operationId: 'submitSpotOrder',
            tags: ['trade'],
            description: 'Places an order.\n',
            'x-invalidates': ['listSpotOrders'],
          },
          put: { operationId: 'cancelSpotOrder', tags: ['trade'], 'x-invalidates': [] },
        },
      },
    };
    const shown = withChanges(http, 'openapi') as typeof http;
    expect(shown.paths['/coin/trade'].post.description).toBe(
      'Places an order.\n\n**Changes:** [listSpotOrders](#/trade/listspotorders)',
    );
    expect((shown.paths['/coin/trade'].put as { description?: string }).description).toBe(
      '**Changes:** nothing a read shows.',
    );
    expect(shown.paths['/coin/list'].get).toEqual(http.paths['/coin/list'].get);
    expect(http.paths['/coin/trade'].post.description).toBe('Places an order.\n');
    // a read, and a schema, that move on their own say so
    const moving = withChanges(
      {
        paths: { '/quote': { get: { operationId: 'getQuote', tags: ['wallet'], 'x-volatile': true } } },
        components: { schemas: { Price: { type: 'string', description: 'A price.', 'x-volatile': true } } },
      },
      'openapi',
    ) as { paths: { '/quote': { get: { description: string } } }; components: { schemas: { Price: Node } } };
    expect(moving.paths['/quote'].get.description).toMatch(/^\*\*Moves on its own:\*\* changes with no write/);
    expect(moving.components.schemas.Price.description).toMatch(/^A price\.\n\n\*\*Moves on its own:\*\*/);
    const realtime = {
      components: {
        messages: {
          mail_message: { 'x-invalidates': ['listMailMessages'], 'x-follows': [] },
          chat_message: { 'x-invalidates': [], 'x-follows': ['sendSupportChatMessage'] },
        },
      },
    };
    expect(withChanges(realtime, 'asyncapi')).toEqual({
      components: {
        messages: {
          mail_message: {
            'x-invalidates': ['listMailMessages'],
            'x-follows': [],
            description:
              "**Changes:** `listMailMessages`\n\n**Comes:** of the server's own accord, after nothing the user wrote.",
          },
          chat_message: {
            'x-invalidates': [],
            'x-follows': ['sendSupportChatMessage'],
            description:
              "**Changes:** nothing a read shows.\n\n**Comes:** later, after `sendSupportChatMessage`, at an instant of the server's.",
          },
        },
      },
    });
  });
});

describe('changelog rendering', () => {
  it('renders headings, lists with continuation lines, tables and code, escaping the rest', () => {
    const html = markdownToHtml(
      '## 1.0.0\n\n- first `code` item\n  continued\n- <b>second</b>\n\n| a | b |\n| --- | --- |\n| 1 | 2 |\n',
    );
    expect(html).toContain('<h2>1.0.0</h2>');
    expect(html).toContain('<ul><li>\nfirst <code>code</code> item\ncontinued\n</li><li>\n&lt;b&gt;second&lt;/b&gt;');
    expect(html).toContain('<th>a</th><th>b</th>');
    expect(html).toContain('<tr><td>1</td><td>2</td></tr>');
  });
});
