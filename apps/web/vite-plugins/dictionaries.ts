import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { DICTIONARY_GROUPS, ROUTE_GROUPS } from '../src/lib/dictionary-groups.ts';

const INDEX_ID = 'virtual:dictionaries';
const GROUP_ID = /^virtual:dictionary\/([a-z]{2})\/(\w+)$/;
// A resolved id rolldown names its chunk after: `dictionary-en-admin-[hash].js`.
const resolvedGroupId = (language: string, group: string) => `\0dictionary-${language}-${group}`;
const RESOLVED_GROUP_ID = /^\0dictionary-([a-z]{2})-(\w+)$/;
const RESOLVED_INDEX_ID = `\0${INDEX_ID}`;
const SOURCE_FILE = /\.[cm]?[jt]sx?$/;
// `'section.`, `"section.` or `` `section. `` at the start of a string: a translation key (or a template of one).
const KEY_START = /['"`]([A-Za-z][A-Za-z0-9]*)\.(?=[A-Za-z$])/g;
// A module that awaits `loadDictionaries(['group', ...])` itself before it shows their texts may use those groups.
const SELF_LOADED = /loadDictionaries\(\s*\[([^\]]*)\]/g;

type Dictionary = Record<string, unknown>;

/**
 * Splits the dictionaries of src/locales by section (lib/dictionary-groups.ts) without touching the JSON files:
 * `virtual:dictionary/<language>/<group>` is one group of one language (`base`: every section in no group), and
 * `virtual:dictionaries` exports `loaders[language][group]`, a dynamic import of each, for lib/i18n.ts.
 *
 * At build time it also checks that no screen can show a raw key: every section the code of the first load uses is
 * in the base dictionary, every section the code of a route uses (with all it imports, at once or later) is in the
 * base or in a group ROUTE_GROUPS gives that route (or one the module awaits itself: `loadDictionaries(['group'])`),
 * and nothing imports a dictionary file itself.
 */
export function dictionaries(): Plugin {
  let srcDir = '';
  let localesDir = '';
  const groupOf = new Map<string, string>();
  for (const [group, sections] of Object.entries(DICTIONARY_GROUPS)) {
    for (const section of sections) {
      if (groupOf.has(section)) throw new Error(`The section ${section} is in two dictionary groups`);
      groupOf.set(section, group);
    }
  }
  const sectionsUsed = new Map<string, Set<string>>();
  const groupsLoaded = new Map<string, Set<string>>();

  const languages = () => readdirSync(localesDir).flatMap((file) => (file.endsWith('.json') ? [path.basename(file, '.json')] : []));
  const read = (language: string) => JSON.parse(readFileSync(path.join(localesDir, `${language}.json`), 'utf8')) as Dictionary;
  const relative = (id: string) => path.relative(path.dirname(srcDir), id);

  return {
    name: 'gamesouq-dictionaries',
    enforce: 'pre',
    configResolved(config) {
      srcDir = path.join(config.root, 'src');
      localesDir = path.join(srcDir, 'locales');
      const english = read('en');
      for (const section of groupOf.keys()) {
        if (!(section in english)) throw new Error(`lib/dictionary-groups.ts names ${section}, which en.json does not have`);
      }
    },
    resolveId(source, importer) {
      if (source === INDEX_ID) return RESOLVED_INDEX_ID;
      const match = GROUP_ID.exec(source);
      if (match) return resolvedGroupId(match[1]!, match[2]!);
      if (importer?.startsWith(srcDir) && /(^|\/)locales\/[^/]+\.json$/.test(source)) {
        this.error(`${relative(importer)} imports ${source}: load dictionaries through lib/i18n.ts, which splits them by group`);
      }
      return null;
    },
    load(id) {
      if (id === RESOLVED_INDEX_ID) {
        const groups = ['base', ...Object.keys(DICTIONARY_GROUPS)];
        const entries = languages().map(
          (language) =>
            `${JSON.stringify(language)}: {${groups.map((group) => `${group}: () => import(${JSON.stringify(`virtual:dictionary/${language}/${group}`)})`).join(', ')}}`,
        );
        return `export const loaders = {${entries.join(',\n')}};`;
      }
      const match = RESOLVED_GROUP_ID.exec(id);
      if (!match) return null;
      const [, language, group] = match as unknown as [string, string, string];
      const file = path.join(localesDir, `${language}.json`);
      this.addWatchFile(file);
      const dictionary = read(language);
      const part = Object.fromEntries(Object.entries(dictionary).filter(([section]) => (groupOf.get(section) ?? 'base') === group));
      // JSON.parse of a string literal is faster to start than the same object as a JavaScript literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(part))});`;
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!file.startsWith(srcDir) || !SOURCE_FILE.test(file) || file.startsWith(localesDir)) return null;
      const sections = new Set<string>();
      for (const match of code.matchAll(KEY_START)) if (groupOf.has(match[1]!)) sections.add(match[1]!);
      sectionsUsed.set(file, sections);
      const groups = new Set<string>();
      for (const match of code.matchAll(SELF_LOADED)) for (const group of match[1]!.matchAll(/['"](\w+)['"]/g)) groups.add(group[1]!);
      groupsLoaded.set(file, groups);
      return null;
    },
    generateBundle() {
      const ids = [...this.getModuleIds()];
      const router = ids.find((id) => id.endsWith(`${path.sep}app${path.sep}router.tsx`));
      const entry = ids.find((id) => id === path.join(srcDir, 'main.tsx'));
      if (!router || !entry) return;
      const routes = new Set(this.getModuleInfo(router)?.dynamicallyImportedIds.filter((id) => id.startsWith(srcDir)));
      const problems: string[] = [];

      // The module and everything it loads, at once or later, up to the code of another route.
      const check = (start: string, groups: readonly string[], what: string) => {
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
              problems.push(`${relative(id)} uses the section "${section}" (group ${group}), which ${what} does not load`);
            }
          }
          const info = this.getModuleInfo(id);
          queue.push(...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? []));
        }
      };
      check(entry, [], 'the first load (base dictionary only)');
      for (const route of routes) {
        const file = relative(route);
        const groups = ROUTE_GROUPS.find(([prefix]) => file.startsWith(prefix))?.[1] ?? [];
        check(route, groups, `the route ${file} (${['base', ...groups].join(', ')})`);
      }
      if (problems.length) {
        this.error(
          `A screen would show raw translation keys:\n  ${[...new Set(problems)].join('\n  ')}\n` +
            'Load the group on that route (app/router.tsx and ROUTE_GROUPS in lib/dictionary-groups.ts) or move the section to the base dictionary.',
        );
      }
    },
  };
}
