import type { TSavedSearchFilters } from '@gamesouq/core';
import { BellPlus } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useCurrentUser } from '@/lib/current-user';
import { useTranslation } from '@/lib/i18n';
import { takePendingAction, useRequireAccount } from '@/lib/pending-action';
import { Button } from '@/ui/button';

const SaveSearchDialog = lazy(() => import('./save-search-dialog').then((m) => ({ default: m.SaveSearchDialog })));

/**
 * Save search (issue 20) on Home's results. A visitor signs in first and comes back to the same results with the
 * dialog open (docs/decisions/017).
 */
export function SaveSearchButton({ filters }: { filters: TSavedSearchFilters }) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const location = useLocation();
  const requireAccount = useRequireAccount();
  const [isOpen, setIsOpen] = useState(false);
  const path = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (user && takePendingAction({ path, kinds: ['saveSearch'] })) setIsOpen(true);
  }, [user, path]);

  return (
    <>
      <Button
        variant="secondary"
        size="lg"
        className="shrink-0"
        onClick={() => requireAccount({ kind: 'saveSearch' }, () => setIsOpen(true))}
      >
        <BellPlus aria-hidden="true" className="size-5" />
        {t('savedSearches.save')}
      </Button>
      {isOpen ? (
        <Suspense fallback={null}>
          <SaveSearchDialog filters={filters} onClose={() => setIsOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
