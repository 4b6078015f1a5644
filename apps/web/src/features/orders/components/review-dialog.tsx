import { ZReviewRequest } from '@gamesouq/core';
import { useId } from 'react';
import { toast } from 'sonner';
import { useTranslation } from '@/lib/i18n';
import { errorMessage, translateMessage } from '@/lib/messages';
import { Dialog } from '@/ui/dialog';
import { Form } from '@/ui/form/form';
import { FormActions } from '@/ui/form/form-actions';
import { FormTextAreaField } from '@/ui/form/form-fields';
import { useZodForm } from '@/ui/form/use-zod-form';
import type { Order } from '../api/get-orders';
import { useReviewOrder } from '../api/review-order';
import { sellerNameOf } from '../lib/seller-name';
import { StarInput } from './star-input';

/** Rate & Review: 1 to 5 stars ('Please select a rating') and an optional review. */
export function ReviewDialog({ order, isOpen, onClose }: { order: Order; isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('orders.review.title')}
      description={t('orders.review.text', { id: order.orderId, seller: sellerNameOf(order) })}
    >
      {isOpen ? <ReviewForm order={order} onClose={onClose} /> : null}
    </Dialog>
  );
}

function ReviewForm({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation();
  const reviewOrder = useReviewOrder();
  const form = useZodForm(ZReviewRequest, { defaultValues: { rating: 0, review: '' } });
  const rating = Number(form.watch('rating'));
  const error = translateMessage(t, form.formState.errors.rating?.message);
  const errorId = useId();

  function onSubmit(values: { rating: number; review: string }) {
    reviewOrder.mutate(
      { id: order.id, ...values },
      {
        onSuccess: () => {
          toast.success(t('orders.review.success'));
          onClose();
        },
        onError: (failure) => toast.error(errorMessage(t, failure, { fallback: t('orders.review.failed') })),
      },
    );
  }

  return (
    <Form form={form} onSubmit={onSubmit} className="mt-5 space-y-4">
      <div className="space-y-1.5">
        <p aria-hidden="true" className="text-sm font-medium text-slate-800">
          {t('orders.review.rating')}
        </p>
        <StarInput
          value={rating}
          onChange={(value) => form.setValue('rating', value, { shouldValidate: form.formState.isSubmitted })}
          label={t('orders.review.rating')}
          errorId={error ? errorId : undefined}
        />
        {error ? (
          <p id={errorId} role="alert" className="text-sm text-red-600">
            {error}
          </p>
        ) : null}
      </div>
      <FormTextAreaField
        name="review"
        label={t('orders.review.review')}
        aside={t('common.optional')}
        maxLength={1000}
        rows={4}
        className="[&_textarea]:min-h-24"
      />
      <FormActions submitLabel={t('orders.review.submit')} onCancel={onClose} isBusy={reviewOrder.isPending} />
    </Form>
  );
}
