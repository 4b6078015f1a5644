import { Info, PackageX, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { CodeStockPanel } from '@/entities/digital/components/code-stock-panel';
import { ListingForm } from '@/entities/listing/listing-form/listing-form';
import { listingSaveError } from '@/entities/listing/listing-form/listing-save-error';
import { useAd } from '@/lib/api/get-ad';
import { useCurrentUser } from '@/lib/current-user';
import { useTranslation } from '@/lib/i18n';
import { useListingLabels } from '@/lib/listing-labels';
import type { Ad } from '@/lib/listing-types';
import { errorMessage } from '@/lib/messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { BackButton } from '@/ui/back-button';
import { Button, buttonClasses } from '@/ui/button';
import { ConfirmDialog } from '@/ui/dialog';
import { EmptyState } from '@/ui/empty-state';
import { LoadingState } from '@/ui/loading-state';
import { useDeleteAd } from '../api/delete-ad';
import { useUpdateAd } from '../api/update-ad';
import { changedFields, REVIEWED_FIELDS, toUpdateFormData, valuesFromAd } from '../lib/ad-form-values';
import { useAdFormTexts } from '../lib/use-ad-form-texts';

/** What saving will do to the ad's visibility, said before the seller saves. */
function ReviewNotice({ ad }: { ad: Ad }) {
  const { t } = useTranslation();
  const labels = useListingLabels();
  const text =
    ad.status === 'rejected'
      ? `${t('myAds.rejectionReason', { reason: ad.rejectionReason || t('myAds.noReason') })} ${t('adForm.rejectedNotice')}`
      : ad.status === 'active' || ad.status === 'inactive'
        ? t('adForm.reviewNotice')
        : ad.status === 'pending_review'
          ? t('myAds.pendingNote')
          : ad.status === 'draft'
            ? t('myAds.draftNote')
            : t('adForm.statusNotice', { status: labels.status(ad.status) });
  return (
    <div role="note" className="flex gap-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p>{text}</p>
    </div>
  );
}

function EditAdForm({ ad }: { ad: Ad }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const updateAd = useUpdateAd();
  const deleteAd = useDeleteAd();
  const texts = useAdFormTexts();
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const initial = valuesFromAd(ad);
  const backToList = () => navigate(paths.app.ads.getHref());

  return (
    <>
      <ReviewNotice ad={ad} />
      {ad.type === 'digital_code' ? <CodeStockPanel listingId={ad.id} /> : null}
      <ListingForm
        kind="ad"
        texts={texts}
        isNew={false}
        defaultValues={initial}
        savedImages={ad.images}
        onSubmit={(values) => {
          const { images } = values;
          const changes = changedFields(initial, values);
          if (Object.keys(changes).length === 0 && images.length === 0) {
            toast.info(t('adForm.noChanges'));
            return;
          }
          // New photos are content too: they send a live ad back to review as a text change does.
          const isReviewed = images.length > 0 || REVIEWED_FIELDS.some((field) => field in changes);
          updateAd.mutate(
            { id: ad.id, body: images.length ? toUpdateFormData(changes, images) : changes },
            {
              onSuccess: ({ ad: saved }) => {
                const isBackInReview = isReviewed && saved.status === 'pending_review' && ad.status !== 'pending_review';
                toast.success(t('adForm.updated'), isBackInReview ? { description: t('adForm.sentForReview') } : undefined);
                navigate(paths.app.ads.getHref(), isBackInReview ? { state: { tab: 'inactive', sub: 'pending' } } : undefined);
              },
              onError: (error) => toast.error(listingSaveError(t, error, { fallback: t('adForm.updateFailed'), texts })),
            },
          );
        }}
        actions={
          <>
            <Button variant="ghost" onClick={backToList} disabled={updateAd.isPending}>
              {t('common.cancel')}
            </Button>
            <Button variant="danger" onClick={() => setIsConfirmingDelete(true)} disabled={updateAd.isPending}>
              <Trash2 aria-hidden="true" className="size-4" />
              {t('adForm.delete')}
            </Button>
            <Button type="submit" size="lg" isLoading={updateAd.isPending}>
              {t('adForm.save')}
            </Button>
          </>
        }
      />
      <ConfirmDialog
        isOpen={isConfirmingDelete}
        title={t('myAds.deleteTitle')}
        description={t('myAds.deleteText', { title: ad.title })}
        confirmLabel={t('myAds.delete')}
        isBusy={deleteAd.isPending}
        onCancel={() => setIsConfirmingDelete(false)}
        onConfirm={() =>
          deleteAd.mutate(ad.id, {
            onSuccess: () => {
              setIsConfirmingDelete(false);
              toast.success(t('adForm.deleted'));
              backToList();
            },
            onError: (error) => toast.error(errorMessage(t, error, { fallback: t('adForm.deleteFailed') })),
          })
        }
      />
    </>
  );
}

/** Edit ad (/ads/edit/{id}): the saved ad in the same form; Save sends only what changed, Delete asks first. */
export function EditAdPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { user } = useCurrentUser();
  const { data: ad, isPending, isError } = useAd(id);
  useDocumentTitle(t('pages.editAd'));
  const isMine = ad !== undefined && user !== null && (ad.user_id === user.id || user.role === 'admin');

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <BackButton to={paths.app.ads.getHref()} label={t('myAds.backToMyAds')} />
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900">{t('pages.editAd')}</h1>
        {ad && isMine ? (
          <p dir="auto" className="mt-1 truncate text-sm text-slate-600">
            {ad.title}
          </p>
        ) : null}
      </div>
      {isPending ? (
        <LoadingState label={t('adForm.loading')} />
      ) : isError || !ad || !isMine ? (
        <EmptyState
          icon={PackageX}
          title={t('product.notFound')}
          action={
            <Link to={paths.app.ads.getHref()} className={buttonClasses()}>
              {t('myAds.backToMyAds')}
            </Link>
          }
        />
      ) : (
        <EditAdForm key={ad.id} ad={ad} />
      )}
    </div>
  );
}
