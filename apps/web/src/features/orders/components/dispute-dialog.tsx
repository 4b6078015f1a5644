import { DISPUTE_REASON_VALUES, MAX_DISPUTE_PHOTOS, ZOpenDispute } from '@gamesouq/core';
import { useState } from 'react';
import { toast } from 'sonner';
import { useTranslation } from '@/lib/i18n';
import { errorMessage } from '@/lib/messages';
import { Dialog } from '@/ui/dialog';
import { Form } from '@/ui/form/form';
import { FormActions } from '@/ui/form/form-actions';
import { FormSelectField, FormTextAreaField } from '@/ui/form/form-fields';
import { useZodForm } from '@/ui/form/use-zod-form';
import { PhotoPicker } from '@/ui/photo-picker';
import type { Order } from '../api/get-orders';
import { type DisputeReason, useOpenDispute } from '../api/open-dispute';
import { useOrderLabels } from '../lib/use-order-labels';

/** Open a dispute (buyer protection): a reason, at least 10 characters of details and photos; the payment stays on hold. */
export function DisputeDialog({ order, isOpen, onClose }: { order: Order; isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('orders.dispute.title')}
      description={t('orders.dispute.text', { id: order.orderId })}
    >
      {isOpen ? <DisputeForm order={order} onClose={onClose} /> : null}
    </Dialog>
  );
}

function DisputeForm({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation();
  const labels = useOrderLabels();
  const openDispute = useOpenDispute();
  const form = useZodForm(ZOpenDispute, { defaultValues: { details: '' } });
  const [photos, setPhotos] = useState<File[]>([]);

  function onSubmit({ reason, details }: { reason: DisputeReason; details: string }) {
    openDispute.mutate(
      { id: order.id, reason, details, photos },
      {
        onSuccess: () => {
          toast.success(t('orders.dispute.opened'));
          onClose();
        },
        onError: (failure) => toast.error(errorMessage(t, failure, { fallback: t('orders.dispute.openFailed') })),
      },
    );
  }

  return (
    <Form form={form} onSubmit={onSubmit} className="mt-5 space-y-4">
      <FormSelectField name="reason" label={t('orders.dispute.reason')} isRequired>
        <option value="">{t('orders.dispute.chooseReason')}</option>
        {DISPUTE_REASON_VALUES.map((value) => (
          <option key={value} value={value}>
            {labels.disputeReason(value)}
          </option>
        ))}
      </FormSelectField>
      <FormTextAreaField
        name="details"
        label={t('orders.dispute.details')}
        isRequired
        maxLength={2000}
        rows={4}
        className="[&_textarea]:min-h-24"
        placeholder={t('orders.dispute.detailsPlaceholder')}
      />
      <PhotoPicker files={photos} onChange={setPhotos} max={MAX_DISPUTE_PHOTOS} />
      <p className="text-xs text-slate-500">{t('orders.dispute.hold')}</p>
      <FormActions submitLabel={t('orders.dispute.submit')} onCancel={onClose} isBusy={openDispute.isPending} tone="danger" />
    </Form>
  );
}
