// The modules of vite-plugins/dictionaries.ts.

declare module 'virtual:dictionaries' {
  import type { DictionaryGroup } from '@/lib/dictionary-groups';
  import type { Language } from '@/lib/i18n';

  /** A dynamic import of each group (`base`: the sections in no group) of each language's dictionary. */
  export const loaders: Record<Language, Record<DictionaryGroup | 'base', () => Promise<{ default: Record<string, unknown> }>>>;
}

declare module 'virtual:dictionary/en/base' {
  import type { MessageCatalogue } from '@gamesouq/core';
  import type { BaseSection } from '@/lib/dictionary-groups';
  import type en from '@/locales/en.json';

  /** The sections of en.json in no group of lib/dictionary-groups.ts, and core's message catalogue. */
  const dictionary: Pick<typeof en, BaseSection> & MessageCatalogue;
  export default dictionary;
}
