import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { PlaceholderPage } from '@/ui/placeholder-page';

export type PlaceholderHandle = { titleKey: ParseKeys };

/** A route of the table whose screen comes in a later issue: the title from its route handle and "Coming soon". */
export function PlaceholderRoute() {
  const { t } = useTranslation();
  const handle = useMatches().at(-1)?.handle as PlaceholderHandle | undefined;
  return <PlaceholderPage title={handle ? t(handle.titleKey) : t('common.comingSoon')} />;
}
