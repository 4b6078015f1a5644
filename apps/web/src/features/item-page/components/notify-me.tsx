import { OFFER_GROUPS, type OfferGroup } from '@gamesouq/core';
import { BellOff, BellPlus, BellRing } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { useItemWatch, useItemWatchCalls } from '@/entities/item-watch/item-watch-calls';
import { useCurrentUser } from '@/lib/current-user';
import { useTranslation } from '@/lib/i18n';
import { useListingLabels } from '@/lib/listing-labels';
import { errorMessage } from '@/lib/messages';
import { takePendingAction, useRequireAccount } from '@/lib/pending-action';
import { Button } from '@/ui/button';
import { SelectField } from '@/ui/select-field';

/**
 * Notify me (issue 22): a new offer of this item, or a total below the lowest the buyer saw, for the group he picks and
 * the city chosen on the page. A visitor signs in and comes back to this page with the watch started.
 */
export function NotifyMe({ itemId, city }: { itemId: string; city?: string }) {
  const { t } = useTranslation();
  const labels = useListingLabels();
  const { user } = useCurrentUser();
  const location = useLocation();
  const requireAccount = useRequireAccount();
  const [group, setGroup] = useState<OfferGroup | ''>('');
  const current = useItemWatch(itemId, user !== null);
  const { save, remove } = useItemWatchCalls();
  const path = `${location.pathname}${location.search}`;
  const fail = (error: unknown) => toast.error(errorMessage(t, error, { fallback: t('itemPage.notify.failed') }));
  const { mutate: start } = save;

  useEffect(() => {
    if (!user) return;
    const pending = takePendingAction({ path, kinds: ['watchItem'] });
    if (pending?.itemId === itemId)
      start(
        { itemId, body: { group: pending.group, city: city ?? null } },
        { onSuccess: () => toast.success(t('itemPage.notify.started')) },
      );
  }, [user, path, itemId, city, start, t]);

  const watch = current.data?.itemWatch;
  if (watch)
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-200">
        <BellRing aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
        <p className="min-w-0 flex-1 text-sm text-slate-800">
          {t('itemPage.notify.watching', {
            group: watch.group ? t(`itemPage.groups.${watch.group}`) : t('itemPage.notify.allGroups'),
            city: watch.city ? labels.city(watch.city) : t('itemPage.anyCity'),
          })}{' '}
          <Link to={paths.app.savedSearches.getHref()} className="font-semibold text-brand-700 underline">
            {t('itemPage.notify.manage')}
          </Link>
        </p>
        <Button
          variant="secondary"
          isLoading={remove.isPending}
          onClick={() => remove.mutate(itemId, { onSuccess: () => toast.success(t('itemPage.notify.stopped')), onError: fail })}
        >
          <BellOff aria-hidden="true" className="size-4" />
          {t('itemPage.notify.stop')}
        </Button>
      </div>
    );

  const startWatch = () =>
    requireAccount({ kind: 'watchItem', itemId, group: group || null }, () =>
      save.mutate(
        { itemId, body: { group: group || null, city: city ?? null } },
        { onSuccess: () => toast.success(t('itemPage.notify.started')), onError: fail },
      ),
    );
  return (
    <div className="flex flex-wrap items-end gap-3 rounded-2xl bg-white p-4 shadow-xs ring-1 ring-slate-200">
      <p className="w-full text-sm text-slate-700">{t('itemPage.notify.hint')}</p>
      <SelectField
        label={t('itemPage.notify.group')}
        value={group}
        className="min-w-40 flex-1"
        onChange={(event) => setGroup(event.target.value as OfferGroup | '')}
      >
        <option value="">{t('itemPage.notify.allGroups')}</option>
        {OFFER_GROUPS.map((value) => (
          <option key={value} value={value}>
            {t(`itemPage.groups.${value}`)}
          </option>
        ))}
      </SelectField>
      <Button isLoading={save.isPending || (user !== null && current.isPending)} onClick={startWatch}>
        <BellPlus aria-hidden="true" className="size-4" />
        {t('itemPage.notify.start')}
      </Button>
    </div>
  );
}
