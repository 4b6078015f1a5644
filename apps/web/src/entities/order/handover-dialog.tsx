import { ZPickupHandover } from '@gamesouq/core';
import { toast } from 'sonner';
import { useTranslation } from '@/lib/i18n';
import { errorMessage } from '@/lib/messages';
import { Dialog } from '@/ui/dialog';
import { Form } from '@/ui/form/form';
import { FormActions } from '@/ui/form/form-actions';
import { FormTextField } from '@/ui/form/form-fields';
import { useZodForm } from '@/ui/form/use-zod-form';
import { useHandOverPickup } from './hand-over-pickup';

/** The seller types the buyer's pickup code to confirm the hand-over; a wrong code says how many tries are left. */
export function HandoverDialog({ orderId, isOpen, onClose }: { orderId: string; isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('orders.pickup.confirmTitle')} description={t('orders.pickup.confirmText')}>
      {isOpen ? <HandoverForm orderId={orderId} onClose={onClose} /> : null}
    </Dialog>
  );
}

function HandoverForm({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const handOver = useHandOverPickup();
  const form = useZodForm(ZPickupHandover, { defaultValues: { code: '' } });
  const submit = ({ code }: { code: string }) =>
    handOver.mutate(
      { id: orderId, code },
      {
        onSuccess: () => {
          toast.success(t('orders.pickup.confirmed'));
          onClose();
        },
        onError: (error) => form.setError('code', { message: errorMessage(t, error, { fallback: t('orders.statusFailed') }) }),
      },
    );
  return (
    <Form form={form} onSubmit={submit} className="mt-5 space-y-4">
      <FormTextField
        name="code"
        label={t('orders.pickup.code')}
        isRequired
        dir="ltr"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
      />
      <FormActions submitLabel={t('orders.pickup.confirm')} onCancel={onClose} isBusy={handOver.isPending} />
    </Form>
  );
}
