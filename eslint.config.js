import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import i18next from 'eslint-plugin-i18next';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The public entries of each package: what the rest of the repository may import of it. */
const MOCK_SERVER_ENTRIES = ['./index.ts', './testing.ts', './test-instant.ts', './in-process.ts'];
const CONTRACT_ENTRIES = [
  './index.ts',
  './codegen/index.ts',
  './codegen/realtime/index.ts',
  './diff/index.ts',
  './docs/index.ts',
  './lib/index.ts',
];
const CONFORMANCE_ENTRIES = ['./index.ts', './pack/contract-pack.ts'];

/** Every part of the repository that may use a package, but the package itself. */
const PARTS = [
  './src',
  './tests',
  './mock-server',
  './scripts/contract',
  './scripts/conformance',
  './scripts/bench',
  './scripts/budget',
  './scripts/dev',
  './scripts/release',
  './scripts/test',
  './orval.config.ts',
];
const outside = (pkg) => PARTS.filter((part) => part !== pkg);

/**
 * Who may import whom, on the resolved file (as bulletproof-react does): a feature never imports another feature,
 * the app's shared code never imports a feature or the app's shell, the app never imports the mock or the tools;
 * the mock server reads the contract only through the contract package's entries and never the app; the contract
 * package imports no other part of the repository; the rest of the repository reaches a package only through its
 * entries (package.json `exports`).
 */
const IMPORT_ZONES = [
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what both need to src/shared.',
  })),
  {
    target: './src/shared',
    from: ['./src/features', './src/app', './src/routes', './src/dev'],
    message: 'src/shared serves the features; it never imports them, nor the app shell.',
  },
  {
    target: './src/features',
    from: ['./src/app', './src/routes', './src/dev'],
    message: 'A feature never imports the app shell, the routes or the development tools.',
  },
  {
    target: './src',
    from: ['./mock-server', './scripts', './tests'],
    message: 'The app talks to the backend only through the generated client, never the mock or the tools.',
  },
  {
    target: './mock-server',
    from: ['./src', './tests'],
    message: 'The mock server never imports the app: it reads the contract through @tradedesk/contract.',
  },
  {
    target: './mock-server/sandbox',
    from: './mock-server/socket',
    message:
      'The sandbox never imports the socket emitter: what both read is in mock-server/market/, and mock-server/market-emitter.ts wires them.',
  },
  {
    target: './mock-server/socket',
    from: './mock-server/sandbox',
    message:
      'The socket emitter never imports the sandbox: it is given the MarketAccounts it needs (mock-server/market-emitter.ts), and the market is in mock-server/market/.',
  },
  {
    target: './mock-server/market',
    from: ['./mock-server/sandbox', './mock-server/socket'],
    message: 'The market is beneath the sandbox and the socket emitter: it imports neither.',
  },
  {
    target: './mock-server',
    from: './scripts',
    except: CONTRACT_ENTRIES.map((entry) => `./contract/${entry.slice(2)}`),
    message: 'The mock server reads the contract only through @tradedesk/contract.',
  },
  {
    target: './scripts/contract',
    from: ['./src', './mock-server', './tests', './scripts/conformance', './scripts/bench', './scripts/budget'],
    message: 'The contract package depends on no other part of the repository.',
  },
  {
    target: ['./scripts/conformance/*.ts', './scripts/conformance/reports/**', './scripts/conformance/pack/**'],
    from: ['./src', './mock-server', './tests'],
    message: 'The conformance kit depends only on the contract package.',
  },
  {
    target: outside('./mock-server'),
    from: './mock-server',
    except: MOCK_SERVER_ENTRIES,
    message:
      'Import the mock server through @tradedesk/mock-server (or its /testing or /test-instant entry), not its inner modules.',
  },
  {
    target: outside('./scripts/contract'),
    from: './scripts/contract',
    except: CONTRACT_ENTRIES,
    message: 'Import the contract package through @tradedesk/contract and its declared entries.',
  },
  {
    target: outside('./scripts/conformance'),
    from: './scripts/conformance',
    except: CONFORMANCE_ENTRIES,
    message: 'Import the conformance kit through @tradedesk/conformance.',
  },
];

/**
 * A test of the app composes it as a page load does: it may render the app's shell (src/app/testing) from a
 * feature's folder, and reach a sandbox of its own (@tradedesk/mock-server/in-process), never the rest of the mock.
 */
const APP_TEST_ZONES = IMPORT_ZONES.flatMap((zone) => {
  const from = [zone.from].flat();
  if (zone.target === './src' && from.includes('./mock-server'))
    return [
      { ...zone, from: from.filter((part) => part !== './mock-server') },
      {
        target: './src',
        from: './mock-server',
        except: ['./in-process.ts'],
        message: 'A test of the app reaches the mock only through @tradedesk/mock-server/in-process.',
      },
    ];
  if (zone.target === './src/features' && from.includes('./src/app'))
    return [
      { ...zone, from: from.filter((part) => part !== './src/app') },
      { ...zone, from: './src/app', except: ['./testing'] },
    ];
  return [zone];
});

const TRANSLATED_ATTRIBUTES = {
  selector:
    'JSXAttribute[name.name=/^(aria-label|aria-valuetext|title|placeholder|alt|label|emptyText|text|message|confirmText|cancelText)$/] > Literal[value=/\\p{L}/u]',
  message: 'User-visible attribute text must be translated: use t().',
};

const NUMBER_FORMAT_ADVICE = "use formatCoinAmount (amounts), formatPrice or formatCompact from 'shared/lib/format'";
// a figure written straight into the page, alone or in a template: {x.toFixed(2)}, {`${x.toFixed(2)} USDT`}
const CUT = 'CallExpression[callee.property.name=/^(toFixed|toPrecision)$/]';
const AD_HOC_NUMBER_FORMATS = [
  {
    selector: "NewExpression[callee.object.name='Intl'][callee.property.name='NumberFormat']",
    message: `Numbers are not formatted in features: ${NUMBER_FORMAT_ADVICE}.`,
  },
  {
    selector: "CallExpression[callee.property.name='toLocaleString']",
    message: `Numbers are not formatted in features: ${NUMBER_FORMAT_ADVICE}.`,
  },
  {
    selector: `JSXElement > JSXExpressionContainer > ${CUT}, JSXElement > JSXExpressionContainer > TemplateLiteral > ${CUT}`,
    message: `A figure on screen is not cut with toFixed: ${NUMBER_FORMAT_ADVICE}.`,
  },
];

// navigation goes through shared/lib/navigation (useAppNavigation, useReplaceSearch), whose destinations are pages of
// the route tree: the router's own navigate, and a route's, let a value typed string through
const NAVIGATION_ADVICE = 'use useAppNavigation or useReplaceSearch from shared/lib/navigation';
const STRING_NAVIGATION = [
  {
    selector:
      "CallExpression[callee.property.name='navigate'][callee.object.name='router'], CallExpression[callee.property.name='navigate'][callee.object.callee.name='useRouter']",
    message: `The router's navigate takes any string as its destination: ${NAVIGATION_ADVICE}.`,
  },
  {
    selector: "CallExpression[callee.property.name='useNavigate'], ImportSpecifier[imported.name='useNavigate']",
    message: `useNavigate takes any string as its destination: ${NAVIGATION_ADVICE}.`,
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'src/gen/',
      'src/gen.next/',
      'mock-server/gen/',
      'scripts/conformance/gen/',
      'openapi/dist/',
      'asyncapi/dist/',
      'node_modules/',
      'playwright-report/',
      'test-results/',
      'conformance-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: IMPORT_ZONES }] },
  },
  {
    files: ['src/**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: APP_TEST_ZONES }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // the app's wiring (src/app) holds the router itself: its redirects outside React take typed paths
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/shared/lib/navigation/**', 'src/app/**'],
    rules: { 'no-restricted-syntax': ['error', ...STRING_NAVIGATION] },
  },
  {
    // every user-visible string goes through t(): no literal text in JSX, nor in the attributes people read
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx', 'src/shared/testing/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': ['error', { mode: 'jsx-text-only' }],
      'no-restricted-syntax': ['error', TRANSLATED_ATTRIBUTES, ...STRING_NAVIGATION],
    },
  },
  {
    // one balance reads the same on every screen: features write numbers through shared/lib/format
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', TRANSLATED_ATTRIBUTES, ...AD_HOC_NUMBER_FORMATS, ...STRING_NAVIGATION],
    },
  },
  {
    // a link's destination is a page of the route tree: the router's own Link lets a value typed string through
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/shared/ui/link/link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tanstack/react-router',
              importNames: ['Link'],
              message:
                'Link from src/shared/ui/link/link.tsx: its `to` must be a page of the route tree, not any string.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/lint/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
