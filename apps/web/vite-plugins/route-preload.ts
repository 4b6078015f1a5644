import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import type { FirstScreen } from './first-screens.ts';

/** What vite-plugins/dictionaries.ts tells: the dictionary groups app/router.tsx names for each route module. */
export type DictionariesApi = { routeGroups: () => ReadonlyMap<string, string[][]> };

/** The files of the first load and of each first screen, for `npm run bench lighthouse` (bench/web/initial-js.ts). */
export const FIRST_SCREENS_FILE = '.vite/first-screens.json';
export type FirstScreensReport = {
  /**
   * The entry chunk with its static imports, and the stylesheets: what index.html loads on any page; and the base
   * dictionary of each language, which the page's language needs before the first render (lib/i18n.ts).
   */
  firstLoad: { js: string[]; css: string[]; dictionaries: Record<'en' | 'ar', string[]> };
  /** Per screen: the chunks of its lazy routes with their static imports, and its dictionaries per language. */
  screens: Record<string, { js: string[]; css: string[]; dictionaries: Record<'en' | 'ar', string[]> }>;
};

/**
 * The entry chunk runs only once it and everything it imports have arrived, and only then does the router ask for
 * the route's own chunks: one more round trip before the first screen. This plugin adds to index.html a small
 * script (async, so it blocks nothing) that asks at once, with `<link rel="modulepreload">`, for the base dictionary
 * of the language the server wrote on `<html lang>` and, for the screens of FIRST_SCREENS, for those chunks and the
 * route's dictionaries in that language.
 */
export function routePreload(screens: FirstScreen[]): Plugin {
  let root = '';
  let base = '/';
  let dictionaries: DictionariesApi | undefined;
  return {
    name: 'gamesouq-route-preload',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      base = config.base;
      dictionaries = config.plugins.find((plugin) => plugin.name === 'gamesouq-dictionaries')?.api as DictionariesApi | undefined;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
      const chunkOf = new Map(chunks.flatMap((chunk) => chunk.moduleIds.map((id) => [id, chunk] as const)));
      const entry = chunks.find((chunk) => chunk.isEntry);
      const html = bundle['index.html'];
      if (!entry || html?.type !== 'asset' || !dictionaries) return;
      // A chunk and its static imports.
      const closure = (start: Rollup.OutputChunk, into = new Set<string>()) => {
        const visit = (fileName: string) => {
          if (into.has(fileName)) return;
          into.add(fileName);
          for (const imported of (bundle[fileName] as Rollup.OutputChunk).imports) visit(imported);
        };
        visit(start.fileName);
        return into;
      };
      const stylesheets = (files: Iterable<string>) => [
        ...new Set([...files].flatMap((file) => [...((bundle[file] as Rollup.OutputChunk).viteMetadata?.importedCss ?? [])])),
      ];
      const firstLoad = closure(entry);
      const routeGroups = dictionaries.routeGroups();

      const dictionaryOf = (language: 'en' | 'ar', group: string) => {
        const chunk = chunkOf.get(`\0dictionary-${language}-${group}`);
        return chunk ? [...closure(chunk)].filter((file) => !firstLoad.has(file)) : [];
      };
      const report: FirstScreensReport = {
        firstLoad: {
          js: [...firstLoad],
          css: stylesheets(firstLoad),
          dictionaries: { en: dictionaryOf('en', 'base'), ar: dictionaryOf('ar', 'base') },
        },
        screens: {},
      };
      for (const screen of screens) {
        const files = new Set<string>();
        const groups = new Set<string>();
        for (const module of screen.modules) {
          const chunk = chunkOf.get(path.join(root, module));
          if (!chunk) this.error(`vite-plugins/first-screens.ts: ${module} is in no chunk`);
          closure(chunk, files);
          for (const group of routeGroups.get(module)?.[0] ?? []) groups.add(group);
        }
        const dictionaryFiles = (language: 'en' | 'ar') => [...groups].flatMap((group) => dictionaryOf(language, group));
        // The entry's files are in index.html already, and the base dictionaries in every page's preload.
        const own = (list: Iterable<string>) =>
          [...new Set(list)].filter((file) => !firstLoad.has(file) && !Object.values(report.firstLoad.dictionaries).flat().includes(file));
        report.screens[screen.name] = {
          js: own(files),
          css: stylesheets(files).filter((file) => !report.firstLoad.css.includes(file)),
          dictionaries: { en: own(dictionaryFiles('en')), ar: own(dictionaryFiles('ar')) },
        };
      }

      // Each file is named once in the script, and the screens list the indexes of theirs.
      const names: string[] = [];
      const indexOf = (file: string) => {
        const index = names.indexOf(file);
        return index >= 0 ? index : names.push(file) - 1;
      };
      const table = screens.map((screen) => {
        const { js, dictionaries: byLanguage } = report.screens[screen.name]!;
        return [screen.path, js.map(indexOf), { en: byLanguage.en.map(indexOf), ar: byLanguage.ar.map(indexOf) }];
      });
      const baseDictionary = { en: report.firstLoad.dictionaries.en.map(indexOf), ar: report.firstLoad.dictionaries.ar.map(indexOf) };
      const script = `(function () {
  var files = ${JSON.stringify(names)};
  var screens = ${JSON.stringify(table)};
  var language = document.documentElement.lang === 'ar' ? 'ar' : 'en';
  var wanted = ${JSON.stringify(baseDictionary)}[language];
  for (var i = 0; i < screens.length; i++) {
    var screen = screens[i];
    if (!new RegExp(screen[0]).test(location.pathname)) continue;
    wanted = wanted.concat(screen[1], screen[2][language]);
    break;
  }
  for (var j = 0; j < wanted.length; j++) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = ${JSON.stringify(base)} + files[wanted[j]];
    document.head.appendChild(link);
  }
})();
`;
      const fileName = this.getFileName(this.emitFile({ type: 'asset', name: 'route-preload.js', source: script }));
      // First in <head>, so that the browser finds it before the stylesheet and the entry chunk.
      html.source = String(html.source).replace(
        '<head>',
        `<head>\n    <script async fetchpriority="high" src="${base}${fileName}"></script>`,
      );
      this.emitFile({ type: 'asset', fileName: FIRST_SCREENS_FILE, source: JSON.stringify(report, null, 2) });
    },
  };
}
