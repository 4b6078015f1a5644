import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { precompress } from './build/precompress';

// The API server of `npm run dev` (override with API_TARGET to point at another one).
const API_TARGET = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

const proxy = {
  '/api': { target: API_TARGET, changeOrigin: true },
  '/health': { target: API_TARGET, changeOrigin: true },
  '/uploads': { target: API_TARGET, changeOrigin: true },
  '/socket.io': { target: API_TARGET, changeOrigin: true, ws: true },
};

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    // '@gamesouq/core' exports its TypeScript under the 'source' condition, so no core build is needed here.
    conditions: ['source', ...defaultClientConditions],
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks each route loads, for `npm run bench lighthouse`.
    manifest: true,
    // The libraries every page loads change less often than the app: their own chunks stay cached across releases.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
            { name: 'sonner', test: /node_modules[\\/]sonner[\\/]/ },
          ],
        },
      },
    },
  },
});
