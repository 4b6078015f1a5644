import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { BackButton } from '@/ui/back-button';
import { Button } from '@/ui/button';
import { useCreateProduct } from '../api/save-product';
import { ProductForm } from '../components/product-form';
import { productSaveError } from '../lib/product-errors';
import { emptyProductValues, productFormData } from '../lib/product-form-values';

/** New Product (seller §2.11): Send for admin review (pending_review) or Save For Later (draft). */
export function NewProductPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.newProduct'));
  const navigate = useNavigate();
  const create = useCreateProduct();
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
        setError(productSaveError(t, cause, fallback));
        window.scrollTo({ top: 0, behavior: 'smooth' });
      },
      onSettled: () => setPending(null),
    });
  };

  return (
    <section className="mx-auto max-w-4xl space-y-5">
      <BackButton to={paths.trader.products.getHref()} label={t('common.back')} />
      <h1 className="text-2xl font-bold text-slate-900">{t('pages.newProduct')}</h1>
      <ProductForm
        initial={emptyProductValues()}
        error={error}
        onError={setError}
        actions={({ values, images }) => (
          <>
            <Button
              variant="secondary"
              isLoading={pending === 'draft'}
              disabled={pending !== null}
              onClick={() => submit('draft', productFormData(values, { images, status: 'draft' }))}
            >
              {t('traderPanel.form.saveForLater')}
            </Button>
            <Button
              isLoading={pending === 'pending_review'}
              disabled={pending !== null}
              onClick={() => submit('pending_review', productFormData(values, { images, status: 'pending_review' }))}
            >
              {t('traderPanel.form.sendForReview')}
            </Button>
          </>
        )}
      />
    </section>
  );
}
