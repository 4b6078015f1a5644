import { ZReviewRequest } from '@gamesouq/core';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { errorMessage, translateMessage } from '@/lib/messages';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { TextAreaField } from '@/ui/text-field';
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
  const [rating, setRating] = useState(0);
  const [review, setReview] = useState('');
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ZReviewRequest.safeParse({ rating, review });
    if (!parsed.success) {
      setError(translateMessage(t, parsed.error.issues[0]?.message) ?? t('validation.ratingRequired'));
      return;
    }
    reviewOrder.mutate(
      { id: order.id, ...parsed.data },
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
    <form onSubmit={onSubmit} noValidate className="mt-5 space-y-4">
      <div className="space-y-1.5">
        <p aria-hidden="true" className="text-sm font-medium text-slate-800">
          {t('orders.review.rating')}
        </p>
        <StarInput
          value={rating}
          onChange={(value) => {
            setRating(value);
            setError(null);
          }}
          label={t('orders.review.rating')}
          errorId={error ? errorId : undefined}
        />
        {error ? (
          <p id={errorId} role="alert" className="text-sm text-red-600">
            {error}
          </p>
        ) : null}
      </div>
      <TextAreaField
        label={t('orders.review.review')}
        aside={t('common.optional')}
        maxLength={1000}
        rows={4}
        className="[&_textarea]:min-h-24"
        value={review}
        onChange={(event) => setReview(event.target.value)}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" isLoading={reviewOrder.isPending}>
          {t('orders.review.submit')}
        </Button>
      </div>
    </form>
  );
}
