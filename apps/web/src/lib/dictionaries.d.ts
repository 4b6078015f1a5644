// The modules of vite-plugins/dictionaries.ts.

declare module 'virtual:dictionaries' {
  import type { DictionaryGroup } from '@/lib/dictionary-groups';
  import type { Language } from '@/lib/i18n';

  /** A dynamic import of each group (`base`: the sections in no group) of each language's dictionary. */
  export const loaders: Record<Language, Record<DictionaryGroup | 'base', () => Promise<{ default: Record<string, unknown> }>>>;
}
