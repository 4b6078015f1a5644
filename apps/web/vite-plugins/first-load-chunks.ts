import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { FirstScreen } from './first-screens.ts';

type Group = { name: string; priority: number; test: (id: string) => boolean };

const LUCIDE_INDEX = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;
const LUCIDE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"]/g;
const LUCIDE_EXPORT = /export\s*\{([^}]*)\}\s*from\s*'\.\/icons\/([^']+)'/g;

/**
 * Left alone, the bundler makes one chunk per set of routes that share a module: the landing page needed 28 files
 * (an icon shared by four pages is a file of its own), Home 65. Over HTTP/1.1 a browser fetches six at a time, so
 * each extra batch costs a round trip before the first screen. These chunk groups, computed from the module graph,
 * put what the first screens load into a few files:
 *  - `app`: the first load (src/main.tsx and all it imports) and what the landing page shares with another first
 *    screen (the headers' logo, menus and icons): every page needs it;
 *  - `session`: what Home, the product page and the sign-in page share beyond that (TanStack Query's layout, the
 *    current user, form fields);
 *  - `general`: what Home and the product page share beyond those (the signed-in layout, its menus and icons);
 *  - `landing`: the rest of the landing page and the public layout (About, Contact and Terms reuse it).
 * Libraries keep their own groups (higher priority in vite.config.ts); every other module is chunked as usual.
 */
export function firstLoadChunks(screens: FirstScreen[]): { plugin: Plugin; groups: Group[] } {
  const sets = { app: new Set<string>(), session: new Set<string>(), general: new Set<string>(), landing: new Set<string>() };
  let srcDir = '';
  /** The icons each module imports by name from lucide-react's index. */
  const iconsOf = new Map<string, string[]>();
  const isOwn = (id: string) => id.startsWith(srcDir) || id.startsWith('\0');

  const plugin: Plugin = {
    name: 'gamesouq-first-load-chunks',
    apply: 'build',
    configResolved(config) {
      srcDir = path.join(config.root, 'src') + path.sep;
    },
    transform(code, id) {
      if (!id.startsWith(srcDir)) return null;
      const names = [...code.matchAll(LUCIDE_IMPORT)].flatMap((match) =>
        match[1]!.split(',').flatMap(
          (part) =>
            part
              .trim()
              .split(/\s+as\s+/)[0]!
              .replace(/^type\s+/, '') || [],
        ),
      );
      iconsOf.set(id.split('?')[0]!, names);
      return null;
    },
    buildEnd(error) {
      if (error) return;
      const ids = [...this.getModuleIds()];
      // lucide-react's index imports every icon: the icon a module names is followed instead (its file by name).
      const lucideIndex = ids.find((id) => LUCIDE_INDEX.test(id));
      const iconFile = new Map<string, string>();
      if (lucideIndex) {
        for (const [, names, file] of readFileSync(lucideIndex, 'utf8').matchAll(LUCIDE_EXPORT)) {
          const iconId = path.join(path.dirname(lucideIndex), 'icons', file!);
          for (const name of names!.split(',')) iconFile.set(name.trim().replace(/^default\s+as\s+/, ''), iconId);
        }
      }
      // Modules a screen loads up front: the app's own, the icons it names and their helpers. Other libraries' code
      // is left to the bundler (and the vendor groups): an index such as the shared package's imports all it exports.
      const reach = (starts: string[]) => {
        const seen = new Set<string>();
        const queue = [...starts];
        while (queue.length) {
          const id = queue.pop()!;
          if (seen.has(id) || id === lucideIndex) continue;
          const isIcon = id.includes(`${path.sep}lucide-react${path.sep}`);
          if (!isOwn(id) && !isIcon) continue;
          seen.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
          for (const name of iconsOf.get(id) ?? []) if (iconFile.has(name)) queue.push(iconFile.get(name)!);
        }
        return seen;
      };
      const screen = (name: string) => {
        const found = screens.find((item) => item.name === name);
        if (!found) this.error(`vite-plugins/first-screens.ts has no ${name}`);
        return reach(found.modules.map((module) => path.join(srcDir, '..', module)));
      };
      const landing = screen('/ (landing)');
      const home = screen('/home');
      const product = screen('/product/{id}');
      const others = screens.filter((item) => item.name !== '/ (landing)').map((item) => screen(item.name));
      const signIn = screen('/auth');
      for (const set of Object.values(sets)) set.clear();
      for (const id of reach([path.join(srcDir, 'main.tsx')])) sets.app.add(id);
      for (const id of landing) if (others.some((other) => other.has(id))) sets.app.add(id);
      for (const id of home) {
        if (!product.has(id) || sets.app.has(id)) continue;
        sets[signIn.has(id) ? 'session' : 'general'].add(id);
      }
      for (const id of landing) if (!sets.app.has(id)) sets.landing.add(id);
    },
  };

  const groups = (['app', 'session', 'general', 'landing'] as const).map((name, index) => ({
    name,
    priority: 4 - index,
    test: (id: string) => sets[name].has(id),
  }));
  return { plugin, groups };
}
