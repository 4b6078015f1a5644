import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { dictionaries } from './vite-plugins/dictionaries.ts';
import { firstLoadChunks } from './vite-plugins/first-load-chunks.ts';
import { FIRST_SCREENS } from './vite-plugins/first-screens.ts';
import { leanIcons } from './vite-plugins/lean-icons.ts';
import { routePreload } from './vite-plugins/route-preload.ts';

// The API server of `npm run dev` (override with API_TARGET to point at another one).
const API_TARGET = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

const proxy = {
  '/api': { target: API_TARGET, changeOrigin: true },
  '/health': { target: API_TARGET, changeOrigin: true },
  '/uploads': { target: API_TARGET, changeOrigin: true },
  // The payment gateway's pages (the sandbox's, and ours in front of Moyasar) are the server's.
  '/pay': { target: API_TARGET, changeOrigin: true },
  '/socket.io': { target: API_TARGET, changeOrigin: true, ws: true },
};

const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;
// Below this, the encoding headers outweigh what compression saves.
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `.br` and `.gz` beside every text file of the build, once at build time at the highest levels, for the
 * server to send to clients that accept them (@fastify/static's `preCompressed`).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'gamesouq-precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: async () => {
      const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file) && !file.includes(`${path.sep}.vite${path.sep}`));
      await Promise.all(
        files.map(async (file) => {
          if ((await stat(file)).size < MIN_BYTES) return;
          const content = await readFile(file);
          await writeFile(`${file}.br`, await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
          await writeFile(`${file}.gz`, await gzipAsync(content, { level: 9 }));
        }),
      );
    },
  };
}

/**
 * Every `import ... from 'sonner'` of the app gets src/lib/toasts (the same API; sonner itself is downloaded after
 * the first paint), except the files of that folder, which get sonner.
 */
function lazySonner(): Plugin {
  let toastsDir = '';
  return {
    name: 'gamesouq-lazy-sonner',
    enforce: 'pre',
    configResolved: (config) => {
      toastsDir = path.join(config.root, 'src', 'lib', 'toasts');
    },
    resolveId: (source, importer) =>
      source === 'sonner' && importer && !importer.startsWith(toastsDir + path.sep) ? path.join(toastsDir, 'index.tsx') : null,
  };
}

const chunks = firstLoadChunks(FIRST_SCREENS);

const resolve = {
  // '@gamesouq/core' exports its TypeScript under the 'source' condition, so no core build is needed here.
  conditions: ['source', ...defaultClientConditions],
  alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
};

/**
 * The builds run the app on Preact (preact/compat) instead of React DOM: 55 KB less on every page's first load
 * (docs/decisions/043). The server draws the pages with Preact too (preact-render-to-string behind react-dom/server):
 * the browser takes over HTML made by the same renderer, with the same `useId`s. Only the exact specifiers are replaced
 * (`react-router` keeps its own). `npm run dev` and the unit tests keep React (fast refresh needs it).
 */
const PREACT_FOR_REACT = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
];
const preactResolve = { ...resolve, alias: [{ find: '@', replacement: resolve.alias['@'] }, ...PREACT_FOR_REACT] };

/**
 * `vite build --ssr src/entry-server.tsx`: the public pages' server rendering, for apps/server to import (dist-ssr/,
 * outside what the server serves), with its libraries.
 */
const serverBuild = defineConfig({
  plugins: [dictionaries(), lazySonner(), leanIcons(), react()],
  resolve: preactResolve,
  // Bundled, so that every library that imports React gets Preact (an external one would load React itself).
  ssr: { noExternal: true },
  build: { outDir: 'dist-ssr', emptyOutDir: true, sourcemap: true, target: 'node22' },
});

/** The chunks of the first load (vite-plugins/first-load-chunks.ts): the entry and the app's code every page runs. */
const FIRST_LOAD_CHUNK = /^assets\/(index|app)-[\w-]+\.js$/;

const browserBuild = defineConfig({
  plugins: [dictionaries(), lazySonner(), leanIcons(), react(), tailwindcss(), chunks.plugin, routePreload(FIRST_SCREENS), precompress()],
  resolve,
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks each route loads, for `npm run bench lighthouse`.
    manifest: true,
    // The lazy imports of the first load (every route of app/router.tsx) carry no list of the chunks each one
    // imports: those lists named nearly every chunk of the app, 5 KB gzipped on every page before its first
    // interaction. A first screen's chunks come with the first load (vite-plugins/route-preload.ts); another route's
    // chunk asks for its imports when it arrives, a round trip more on its first visit (docs/decisions/046).
    modulePreload: {
      resolveDependencies: (_file, deps, { hostId, hostType }) => (hostType === 'js' && FIRST_LOAD_CHUNK.test(hostId) ? [] : deps),
    },
    // The libraries every page loads change less often than the app: their chunk stays cached across releases. One
    // chunk rather than one per library: fewer requests on HTTP/1.1 (six at a time) and better compression.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              priority: 10,
              test: /node_modules[\\/](react|react-dom|preact|scheduler|react-router|use-sync-external-store)[\\/]/,
            },
            // Loaded with the first screen that reads the API (app/layouts/query-layout.tsx), not by the landing page.
            { name: 'query', priority: 10, test: /node_modules[\\/]@tanstack[\\/]/ },
            { name: 'sonner', priority: 10, test: /node_modules[\\/]sonner[\\/]/ },
            // The app's own code of the first screens in a few files (vite-plugins/first-load-chunks.ts).
            ...chunks.groups,
          ],
        },
      },
    },
  },
});

export default defineConfig(({ command, isSsrBuild }) => {
  if (isSsrBuild) return serverBuild;
  if (command !== 'build') return browserBuild;
  return { ...browserBuild, resolve: preactResolve };
});
