import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const LEAN_ICON = fileURLToPath(new URL('../src/lib/lucide-icon.ts', import.meta.url));
const LUCIDE = `${path.sep}lucide-react${path.sep}`;

/** lucide-react's icons get src/lib/lucide-icon.ts for their `createLucideIcon` (docs/decisions/054). */
export function leanIcons(): Plugin {
  return {
    name: 'gamesouq-lean-icons',
    enforce: 'pre',
    resolveId: (source, importer) => (importer?.includes(LUCIDE) && source.endsWith('/createLucideIcon.mjs') ? LEAN_ICON : null),
  };
}
