import { Package } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { CodeStockPanel } from '@/entities/digital/components/code-stock-panel';
import { ListingForm } from '@/entities/listing/listing-form/listing-form';
import type { ListingFormValues } from '@/entities/listing/listing-form/listing-form-values';
import { listingSaveError } from '@/entities/listing/listing-form/listing-save-error';
import { useTranslation } from '@/lib/i18n';
import { errorMessage } from '@/lib/messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { BackButton } from '@/ui/back-button';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { LoadingState } from '@/ui/loading-state';
import { useProduct } from '../api/get-product';
import { useUpdateProduct } from '../api/save-product';
import type { TraderProduct } from '../api/types';
import { productFormData, productValuesOf } from '../lib/product-form-values';
import { useProductFormTexts } from '../lib/use-product-form-texts';

/** Statuses from which the owner sends a product for admin review (design §4). */
const canSendForReview = (product: TraderProduct) => product.status === 'draft' || product.status === 'rejected';

/**
 * Edit a product (/trader/products/edit/{id}): a change of what buyers read sends it back to review. A draft or a
 * rejected product is saved as it is, or sent for admin review.
 */
export function EditProductPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('traderPanel.form.editTitle'));
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const product = useProduct(id);
  const update = useUpdateProduct();
  const texts = useProductFormTexts();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<'save' | 'review' | null>(null);

  if (product.isPending) return <LoadingState label={t('traderPanel.products.loading')} />;
  if (product.isError)
    return (
      <EmptyState icon={Package} title={errorMessage(t, product.error, { fallback: t('traderPanel.products.loadFailed') })} tone="error" />
    );

  const previous = productValuesOf(product.data);
  const submit = (action: 'save' | 'review', values: ListingFormValues) => {
    if (action === 'review' && !values.agreeToTerms) {
      setError(t('errors.TERMS_REQUIRED'));
      return;
    }
    setPending(action);
    const status = action === 'review' ? 'pending_review' : undefined;
    update.mutate(
      { id, form: productFormData(values, { previous, status }) },
      {
        onSuccess: ({ product: saved }) => {
          // A content edit (text or new photos) of a live product sends it back to review: the trader is told so.
          const isBackInReview = saved.status === 'pending_review' && product.data.status !== 'pending_review';
          toast.success(action === 'review' || isBackInReview ? t('traderPanel.form.sentForReview') : t('traderPanel.form.updated'));
          navigate(paths.trader.products.getHref());
        },
        onError: (cause) => {
          setError(listingSaveError(t, cause, { fallback: t('traderPanel.form.updateFailed'), texts }));
          window.scrollTo({ top: 0, behavior: 'smooth' });
        },
        onSettled: () => setPending(null),
      },
    );
  };

  const hint =
    product.data.status === 'draft'
      ? t('traderPanel.form.draftHint')
      : product.data.status === 'rejected'
        ? t('traderPanel.form.rejectedHint')
        : null;

  return (
    <section className="mx-auto max-w-4xl space-y-5">
      <BackButton to={paths.trader.products.getHref()} label={t('common.back')} />
      <h1 className="text-2xl font-bold text-slate-900">{t('traderPanel.form.editTitle')}</h1>
      {hint ? (
        <div className="space-y-1 rounded-xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200">
          <p>{hint}</p>
          {product.data.status === 'rejected' && product.data.rejectionReason ? (
            <p className="font-medium">{t('traderPanel.products.rejectedBecause', { reason: product.data.rejectionReason })}</p>
          ) : null}
        </div>
      ) : null}
      {product.data.type === 'digital_code' ? <CodeStockPanel listingId={product.data.id} /> : null}
      <ListingForm
        kind="product"
        texts={texts}
        isNew={false}
        defaultValues={previous}
        savedImages={product.data.images}
        error={error}
        onError={setError}
        onSubmit={(values, intent) => submit(intent === 'review' ? 'review' : 'save', values)}
        actions={
          <>
            <Button
              type="submit"
              value="save"
              variant={canSendForReview(product.data) ? 'secondary' : 'primary'}
              isLoading={pending === 'save'}
              disabled={pending !== null}
            >
              {t('traderPanel.form.save')}
            </Button>
            {canSendForReview(product.data) ? (
              <Button type="submit" value="review" isLoading={pending === 'review'} disabled={pending !== null}>
                {t('traderPanel.form.sendForReview')}
              </Button>
            ) : null}
          </>
        }
      />
    </section>
  );
}
