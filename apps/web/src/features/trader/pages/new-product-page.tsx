import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { ListingForm } from '@/entities/listing/listing-form/listing-form';
import { listingSaveError } from '@/entities/listing/listing-form/listing-save-error';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { BackButton } from '@/ui/back-button';
import { Button } from '@/ui/button';
import { useCreateProduct } from '../api/save-product';
import { emptyProductValues, productFormData } from '../lib/product-form-values';
import { useProductFormTexts } from '../lib/use-product-form-texts';

/** New Product (seller §2.11): Send for admin review (pending_review) or Save For Later (draft). */
export function NewProductPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.newProduct'));
  const navigate = useNavigate();
  const create = useCreateProduct();
  const texts = useProductFormTexts();
  const [initial] = useState(emptyProductValues);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<'pending_review' | 'draft' | null>(null);

  const submit = (status: 'pending_review' | 'draft', form: FormData) => {
    setPending(status);
    create.mutate(form, {
      onSuccess: () => {
        toast.success(status === 'draft' ? t('traderPanel.form.draftSaved') : t('traderPanel.form.sentForReview'));
        navigate(paths.trader.products.getHref());
      },
      onError: (cause) => {
        const fallback = status === 'draft' ? t('traderPanel.form.draftFailed') : t('traderPanel.form.createFailed');
        setError(listingSaveError(t, cause, { fallback, texts }));
        window.scrollTo({ top: 0, behavior: 'smooth' });
      },
      onSettled: () => setPending(null),
    });
  };

  return (
    <section className="mx-auto max-w-4xl space-y-5">
      <BackButton to={paths.trader.products.getHref()} label={t('common.back')} />
      <h1 className="text-2xl font-bold text-slate-900">{t('pages.newProduct')}</h1>
      <ListingForm
        kind="product"
        texts={texts}
        isNew
        defaultValues={initial}
        error={error}
        onError={setError}
        onSubmit={(values, intent) => {
          const status = intent === 'draft' ? 'draft' : 'pending_review';
          submit(status, productFormData(values, { status }));
        }}
        actions={
          <>
            <Button type="submit" value="draft" variant="secondary" isLoading={pending === 'draft'} disabled={pending !== null}>
              {t('traderPanel.form.saveForLater')}
            </Button>
            <Button type="submit" value="pending_review" isLoading={pending === 'pending_review'} disabled={pending !== null}>
              {t('traderPanel.form.sendForReview')}
            </Button>
          </>
        }
      />
    </section>
  );
}
