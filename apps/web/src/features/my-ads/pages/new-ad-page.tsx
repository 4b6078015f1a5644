import { CITIES } from '@gamesouq/core';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { ListingForm } from '@/entities/listing/listing-form/listing-form';
import { EMPTY_LISTING_FORM } from '@/entities/listing/listing-form/listing-form-values';
import { listingSaveError } from '@/entities/listing/listing-form/listing-save-error';
import { useCurrentUser } from '@/lib/current-user';
import { useTranslation } from '@/lib/i18n';
import { clearDraft } from '@/lib/session-draft';
import { useDocumentTitle } from '@/lib/use-document-title';
import { BackButton } from '@/ui/back-button';
import { Button } from '@/ui/button';
import { useCreateAd } from '../api/create-ad';
import { toCreateFormData } from '../lib/ad-form-values';
import { useAdFormTexts } from '../lib/use-ad-form-texts';

/** The ad being written, kept in the session until it is posted (lib/session-draft). */
const AD_DRAFT = 'new-ad';

/** Post an ad (/ads/new, seller §2.3): sent for an admin's review, then back to My Products. */
export function NewAdPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const createAd = useCreateAd();
  const texts = useAdFormTexts();
  useDocumentTitle(t('pages.newAd'));

  // The seller's own phone and city are the likely answers; they can change them.
  const defaults = {
    ...EMPTY_LISTING_FORM,
    phone: user?.phone ?? '',
    city: user && (CITIES as readonly string[]).includes(user.city) ? user.city : '',
  };

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <BackButton to={paths.app.ads.getHref()} label={t('myAds.backToMyAds')} />
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900">{t('pages.newAd')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('adForm.intro')}</p>
      </div>
      <ListingForm
        kind="ad"
        texts={texts}
        isNew
        defaultValues={defaults}
        draftName={AD_DRAFT}
        onSubmit={(values) =>
          createAd.mutate(toCreateFormData(values), {
            onSuccess: () => {
              clearDraft(AD_DRAFT);
              toast.success(t('adForm.created'), { description: t('adForm.createdPending') });
              navigate(paths.app.ads.getHref(), { state: { tab: 'inactive', sub: 'pending' } });
            },
            onError: (error) => toast.error(listingSaveError(t, error, { fallback: t('adForm.createFailed'), texts })),
          })
        }
        actions={
          <>
            <Button variant="ghost" onClick={() => navigate(paths.app.ads.getHref())} disabled={createAd.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" size="lg" isLoading={createAd.isPending}>
              {t('adForm.submit')}
            </Button>
          </>
        }
      />
    </div>
  );
}
