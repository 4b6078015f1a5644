import { Package } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { BackButton } from '@/ui/back-button';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { LoadingState } from '@/ui/loading-state';
import { useProduct } from '../api/get-product';
import { useUpdateProduct } from '../api/save-product';
import { ProductForm } from '../components/product-form';
import { productFormData, productValuesOf } from '../lib/product-form-values';

/** Edit a product (/trader/products/edit/{id}): a change of what buyers read sends it back to review. */
export function EditProductPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('traderPanel.form.editTitle'));
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const product = useProduct(id);
  const update = useUpdateProduct();
  const [error, setError] = useState<string | null>(null);

  if (product.isPending) return <LoadingState label={t('traderPanel.products.loading')} />;
  if (product.isError)
    return (
      <EmptyState icon={Package} title={errorMessage(t, product.error, { fallback: t('traderPanel.products.loadFailed') })} tone="error" />
    );

  return (
    <section className="mx-auto max-w-4xl space-y-5">
      <BackButton to={paths.trader.products.getHref()} label={t('common.back')} />
      <h1 className="text-2xl font-bold text-slate-900">{t('traderPanel.form.editTitle')}</h1>
      <ProductForm
        initial={productValuesOf(product.data)}
        existingImages={product.data.images}
        error={error}
        onError={setError}
        actions={({ values, images }) => (
          <Button
            isLoading={update.isPending}
            onClick={() =>
              update.mutate(
                { id, form: productFormData(values, { images, previous: productValuesOf(product.data) }) },
                {
                  onSuccess: () => {
                    toast.success(t('traderPanel.form.updated'));
                    navigate(paths.trader.products.getHref());
                  },
                  onError: (cause) => setError(errorMessage(t, cause, { fallback: t('traderPanel.form.updateFailed') })),
                },
              )
            }
          >
            {t('traderPanel.form.save')}
          </Button>
        )}
      />
    </section>
  );
}
