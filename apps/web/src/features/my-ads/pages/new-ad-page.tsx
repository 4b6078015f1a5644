import { CITIES } from '@gamesouq/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/current-user';
import { useDocumentTitle } from '@/lib/use-document-title';
import { BackButton } from '@/ui/back-button';
import { useCreateAd } from '../api/create-ad';
import { AdForm } from '../components/ad-form';
import { adSaveError } from '../lib/ad-errors';
import { EMPTY_AD_FORM, toCreateFormData } from '../lib/ad-form-values';

/** Post an ad (/ads/new, seller §2.3): sent for an admin's review, then back to My Products. */
export function NewAdPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const createAd = useCreateAd();
  useDocumentTitle(t('pages.newAd'));

  // The seller's own phone and city are the likely answers; they can change them.
  const defaults = {
    ...EMPTY_AD_FORM,
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
      <AdForm
        mode="create"
        defaultValues={defaults}
        isSubmitting={createAd.isPending}
        onCancel={() => navigate(paths.app.ads.getHref())}
        onSubmit={(values, images) =>
          createAd.mutate(toCreateFormData(values, images), {
            onSuccess: () => {
              toast.success(t('adForm.created'), { description: t('adForm.createdPending') });
              navigate(paths.app.ads.getHref(), { state: { tab: 'inactive', sub: 'pending' } });
            },
            onError: (error) => toast.error(adSaveError(t, error, t('adForm.createFailed'))),
          })
        }
      />
    </div>
  );
}
