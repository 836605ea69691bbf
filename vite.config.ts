import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { firstScreenChunk } from './scripts/build/first-screen-chunk.ts';
import { firstScreenPreload } from './scripts/build/first-screen-preload.ts';
import { contractOverlay } from './scripts/dev/contract-overlay.ts';

const prismPort = process.env.PRISM_PORT ?? '4010';
const socketPort = process.env.SOCKET_PORT ?? '4011';
/** Where /api goes: the mock by default, or a real backend (`API_TARGET=https://staging.example`). */
const apiTarget = process.env.API_TARGET ?? `http://127.0.0.1:${prismPort}`;
const realtimeTarget = process.env.SOCKET_TARGET ?? `http://127.0.0.1:${socketPort}`;

/** The backend behind the app, the same for the dev server and for `vite preview` of the production build. */
const proxy: Record<string, ProxyOptions> = {
  // the mock serves the contract under /api, as a real backend does
  '/api': { target: apiTarget, changeOrigin: true },
  '/upload': { target: realtimeTarget, changeOrigin: true },
  '/socket.io': { target: realtimeTarget, changeOrigin: true, ws: true },
};

/** The home tab (either of its paths, and the reads it starts) and TanStack Query, which every signed-in page needs. */
const firstScreen = firstScreenPreload([
  /[\\/]src[\\/]routes[\\/]_authed[\\/]_tabs[\\/](index|pages[\\/]index[\\/]\[index\])\.tsx/,
  /[\\/]src[\\/]features[\\/]home[\\/]api[\\/]prefetch-home\.ts$/,
  /[\\/]src[\\/]app[\\/]query-provider\.tsx$/,
]);

/** The home tab's own code and the shared code only it needs at first, in one file instead of some forty. */
const homeChunk = firstScreenChunk({
  name: 'home',
  screen: [
    /[\\/]src[\\/]features[\\/]home[\\/]screens[\\/]home-screen\.tsx$/,
    /[\\/]src[\\/]features[\\/]home[\\/]api[\\/]prefetch-home\.ts$/,
  ],
  // the signed-out pages keep their own small download (the login screen's size budget)
  apart: [/[\\/]src[\\/]routes[\\/]pages[\\/]common[\\/]/],
});

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/gen/route-tree.gen.ts',
      autoCodeSplitting: true,
    }),
    react(),
    firstScreen.plugin,
    homeChunk.plugin,
    contractOverlay(),
  ],
  // the app's one page: generated HTML (reference/, conformance-report/, playwright-report/) is not app code to scan
  optimizeDeps: { entries: ['index.html'] },
  server: {
    port: Number(process.env.APP_PORT ?? 5173),
    strictPort: true,
    proxy,
    // no server.warmup: transforming every screen once the server was up (about 900 modules) took the cores from the
    // screen the developer opened first, whose own 340 modules came half a second to a second later (npm run
    // bench:loop); a module is transformed when first asked for, and kept
    // the references npm start builds beside the app are pages of their own: rebuilding them reloads no app page
    watch: { ignored: ['**/reference/**', '**/conformance-report/**', '**/playwright-report/**'] },
  },
  preview: { port: Number(process.env.PREVIEW_PORT ?? 4173), strictPort: true, proxy },
  build: {
    target: 'es2022',
    sourcemap: true,
    // the manifest lets scripts/budget/check-bundle.ts follow each screen's chunks
    manifest: true,
    // Vite's preload lists for every lazy chunk took 6.5 KB (gzip) of the start-up chunk, more than the login
    // screen's budget had left once i18next came in: only the first screen gets them, other screens' imports load
    // when their chunk does, which the router starts on intent (defaultPreload in app/router.ts)
    modulePreload: firstScreen.modulePreload,
    rolldownOptions: {
      // Formik imports hoist-non-react-statics (a CommonJS package) for its connect() and withFormik() wrappers,
      // which the app does not use; declared free of side effects, it drops out of the login screen's JavaScript.
      treeshake: { moduleSideEffects: (id: string) => !/node_modules[\\/]hoist-non-react-statics[\\/]/.test(id) },
      output: {
        // the libraries every page needs at start in one chunk, the form libraries in another: a few larger files
        // compress better and load in fewer requests than the many small shared chunks automatic splitting makes
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              // first, so that React, which TanStack Query's group would pull in as a dependency, stays here; the
              // list virtualiser stays with the screens that use it, out of the login screen's download
              priority: 2,
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](?!query-core|react-query|react-virtual|virtual-core)[^\\/]+|zustand|use-sync-external-store)[\\/]/,
            },
            {
              // TanStack Query apart: the login screen runs without it (routes/__root.tsx, withoutQueries)
              name: 'query',
              priority: 1,
              test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/,
            },
            {
              name: 'forms',
              test: /node_modules[\\/](formik|lodash-es|lodash|react-fast-compare|hoist-non-react-statics|tiny-warning|deepmerge)[\\/]/,
            },
            {
              // the app's own modules every page needs at start, in one file rather than a dozen tiny ones
              name: 'app',
              tags: ['$initial'],
              test: /[\\/]src[\\/]/,
            },
            homeChunk.group,
            {
              // apart from Formik: the login screen loads its rules only when they are first needed
              name: 'validation',
              test: /node_modules[\\/](yup|tiny-case|toposort|property-expr)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
