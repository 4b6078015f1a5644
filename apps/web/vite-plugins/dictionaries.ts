import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MESSAGES } from '@gamesouq/core';
import type { Plugin } from 'vite';
import { DICTIONARY_GROUPS } from '../src/lib/dictionary-groups.ts';
import type { DictionariesApi } from './route-preload.ts';

const INDEX_ID = 'virtual:dictionaries';
const RESOLVED_INDEX_ID = `\0${INDEX_ID}`;
const GROUP_ID = /^virtual:dictionary\/([a-z]{2})\/(\w+)$/;
// A resolved id rolldown names its chunk after (`_dictionary-en-admin-[hash].js`; manifest key `dictionary-en-admin`).
const RESOLVED_GROUP_ID = /^\0dictionary-([a-z]{2})-(\w+)$/;
const SOURCE_FILE = /\.[cm]?[jt]sx?$/;
// `'section.`, `"section.` or `` `section. `` at the start of a string: a translation key (or a template of one).
const KEY_START = /['"`]([A-Za-z][A-Za-z0-9]*)\.(?=[A-Za-z$])/g;
// A module that awaits `loadDictionaries(['group', ...])` itself before it shows their texts may use those groups.
const SELF_LOADED = /loadDictionaries\(\s*\[([^\]]*)\]/g;
// In app/router.tsx: `withDictionaries(['group', ...] or NAME, () => import('module')` and `const NAME: DictionaryGroup[] = [...]`.
const ROUTE_DECLARATION = /withDictionaries\(\s*(\[[^\]]*\]|\w+)\s*,\s*\(\)\s*=>\s*import\(\s*(['"])([^'"]+)\2\s*\)/g;
const GROUP_CONSTANT = /const\s+(\w+)\s*:\s*DictionaryGroup\[\]\s*=\s*(\[[^\]]*\])/g;
const NAMES = /['"](\w+)['"]/g;

/** Where the build writes, for `npm run bench lighthouse`, the groups app/router.tsx names for each route module. */
export const ROUTE_DICTIONARIES_FILE = '.vite/route-dictionaries.json';

type Dictionary = Record<string, unknown>;

/**
 * Splits the dictionaries of src/locales by section (lib/dictionary-groups.ts) without touching the JSON files:
 * `virtual:dictionary/<language>/<group>` is one group of one language (`base`: every section in no group), and
 * `virtual:dictionaries` exports `loaders[language][group]`, a dynamic import of each, for lib/i18n.ts.
 *
 * At build time it also checks that no screen can show a raw key: every section the code of the first load uses is
 * in the base dictionary; every section the code of a lazy route uses (with all it imports, at once or later) is in
 * the base or in a group app/router.tsx names for that route (or one the module awaits itself:
 * `loadDictionaries(['group'])`); and nothing imports a dictionary file itself.
 */
export function dictionaries(): Plugin {
  let srcDir = '';
  let localesDir = '';
  let routerFile = '';
  const groupOf = new Map<string, string>();
  for (const [group, sections] of Object.entries(DICTIONARY_GROUPS)) {
    for (const section of sections) {
      if (groupOf.has(section)) throw new Error(`The section ${section} is in two dictionary groups`);
      groupOf.set(section, group);
    }
  }
  const sectionsUsed = new Map<string, Set<string>>();
  const groupsLoaded = new Map<string, Set<string>>();
  /** Import specifier in app/router.tsx → the groups of each route that loads it. */
  const routeGroups = new Map<string, string[][]>();
  /** The same by route module (`src/...`), once the bundle is built. */
  const routeGroupsByModule = new Map<string, string[][]>();

  const languages = () => readdirSync(localesDir).flatMap((file) => (file.endsWith('.json') ? [path.basename(file, '.json')] : []));
  // English texts of the rules and errors are core's message catalogue, which the server answers in too.
  const read = (language: string) => {
    const dictionary = JSON.parse(readFileSync(path.join(localesDir, `${language}.json`), 'utf8')) as Dictionary;
    return language === 'en' ? { ...dictionary, ...MESSAGES } : dictionary;
  };
  const relative = (id: string) => path.relative(path.dirname(srcDir), id).split(path.sep).join('/');
  const names = (list: string) => [...list.matchAll(NAMES)].map((match) => match[1]!);

  const api: DictionariesApi = { routeGroups: () => routeGroupsByModule };
  return {
    name: 'gamesouq-dictionaries',
    enforce: 'pre',
    api,
    configResolved() {
      // From this file rather than Vite's root: the web unit tests run it from the repository root (vitest.config.ts).
      srcDir = fileURLToPath(new URL('../src', import.meta.url));
      localesDir = path.join(srcDir, 'locales');
      routerFile = path.join(srcDir, 'app', 'router.tsx');
      const english = read('en');
      for (const section of groupOf.keys()) {
        if (!(section in english)) throw new Error(`lib/dictionary-groups.ts names ${section}, which en.json does not have`);
      }
    },
    resolveId(source, importer) {
      if (source === INDEX_ID) return RESOLVED_INDEX_ID;
      const match = GROUP_ID.exec(source);
      if (match) return `\0dictionary-${match[1]}-${match[2]}`;
      if (importer?.startsWith(srcDir) && /(^|\/)locales\/[^/]+\.json$/.test(source)) {
        this.error(`${relative(importer)} imports ${source}: load dictionaries through lib/i18n.ts, which splits them by group`);
      }
      return null;
    },
    load(id) {
      if (id === RESOLVED_INDEX_ID) {
        const groups = ['base', ...Object.keys(DICTIONARY_GROUPS)];
        const loaders = languages().map((language) => {
          const imports = groups.map((group) => `${group}: () => import(${JSON.stringify(`virtual:dictionary/${language}/${group}`)})`);
          return `${JSON.stringify(language)}: { ${imports.join(', ')} }`;
        });
        return `export const loaders = {\n${loaders.join(',\n')}\n};`;
      }
      const match = RESOLVED_GROUP_ID.exec(id);
      if (!match) return null;
      const [, language, group] = match as unknown as [string, string, string];
      this.addWatchFile(path.join(localesDir, `${language}.json`));
      const part = Object.fromEntries(Object.entries(read(language)).filter(([section]) => (groupOf.get(section) ?? 'base') === group));
      // JSON.parse of a string literal is faster to start than the same object as a JavaScript literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(part))});`;
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!file.startsWith(srcDir) || !SOURCE_FILE.test(file) || file.startsWith(localesDir)) return null;
      const sections = new Set<string>();
      for (const match of code.matchAll(KEY_START)) if (groupOf.has(match[1]!)) sections.add(match[1]!);
      sectionsUsed.set(file, sections);
      groupsLoaded.set(file, new Set([...code.matchAll(SELF_LOADED)].flatMap((match) => names(match[1]!))));
      if (file === routerFile) {
        routeGroups.clear();
        const constants = new Map([...code.matchAll(GROUP_CONSTANT)].map((match) => [match[1]!, names(match[2]!)]));
        for (const [, list, , specifier] of code.matchAll(ROUTE_DECLARATION)) {
          const groups = list!.startsWith('[') ? names(list!) : constants.get(list!);
          if (!groups) this.error(`app/router.tsx: ${list} is not a \`const ${list}: DictionaryGroup[] = [...]\` of that file`);
          for (const group of groups)
            if (!(group in DICTIONARY_GROUPS)) this.error(`app/router.tsx names the unknown dictionary group ${group}`);
          routeGroups.set(specifier!, [...(routeGroups.get(specifier!) ?? []), groups]);
        }
      }
      return null;
    },
    async generateBundle() {
      const router = this.getModuleInfo(routerFile);
      const entry = path.join(srcDir, 'main.tsx');
      if (!router || !this.getModuleInfo(entry)) return;
      const routes = new Set(router.dynamicallyImportedIds.filter((id) => id.startsWith(srcDir)));
      // The groups of each route module, as app/router.tsx names them; a route without them gets the base only.
      const groupsOfRoute = new Map<string, string[][]>();
      for (const [specifier, declarations] of routeGroups) {
        const resolved = await this.resolve(specifier, routerFile);
        if (resolved) groupsOfRoute.set(resolved.id, declarations);
      }

      const problems: string[] = [];
      // The module and everything it loads, at once or later, up to the code of another route.
      const check = (start: string, groups: readonly string[], what: string) => {
        const missing = new Map<string, Set<string>>();
        const seen = new Set<string>();
        const queue = [start];
        while (queue.length) {
          const id = queue.pop()!;
          if (seen.has(id) || !id.startsWith(srcDir) || (id !== start && routes.has(id))) continue;
          seen.add(id);
          const file = id.split('?')[0]!;
          for (const section of sectionsUsed.get(file) ?? []) {
            const group = groupOf.get(section)!;
            if (!groups.includes(group) && !groupsLoaded.get(file)?.has(group)) {
              missing.set(group, (missing.get(group) ?? new Set()).add(`${section} in ${relative(id)}`));
            }
          }
          const info = this.getModuleInfo(id);
          queue.push(...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? []));
        }
        for (const [group, uses] of missing) problems.push(`${what} lacks the group ${group}: ${[...uses].join(', ')}`);
      };
      check(entry, [], 'the first load (base dictionary only)');
      for (const route of routes) {
        for (const groups of groupsOfRoute.get(route) ?? [[]]) check(route, groups, `the route ${relative(route)} [${groups.join(', ')}]`);
      }
      if (problems.length) {
        this.error(
          `A screen would show raw translation keys:\n  ${problems.join('\n  ')}\n` +
            'Name the group in its withDictionaries(...) of app/router.tsx, or move the section to the base dictionary (lib/dictionary-groups.ts).',
        );
      }
      routeGroupsByModule.clear();
      for (const [id, declarations] of groupsOfRoute) routeGroupsByModule.set(relative(id), declarations);
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_DICTIONARIES_FILE,
        source: JSON.stringify(Object.fromEntries(routeGroupsByModule), null, 2),
      });
    },
  };
}
