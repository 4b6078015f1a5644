import { canMoveOrder, type OrderStatus, ZAdminOrderEdit } from '@gamesouq/core';
import { ClipboardList } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { errorMessage } from '@/lib/messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { BackButton } from '@/ui/back-button';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { Form } from '@/ui/form/form';
import { FormSelectField, FormTextField } from '@/ui/form/form-fields';
import { useZodForm } from '@/ui/form/use-zod-form';
import { LoadingState } from '@/ui/loading-state';
import { type AdminOrderDetail, useAdminOrder, useEditOrder } from '../api/orders';

const NEXT: OrderStatus[] = ['processing', 'shipped', 'ready_for_pickup', 'canceled'];
const ADDRESS_FIELDS = ['fullName', 'phone', 'city', 'address'] as const;
/** The empty choice keeps the order's status (and asks no reason). */
const unlessEmpty = (value: unknown) => (value === '' ? undefined : value);
const ZOrderEditForm = ZAdminOrderEdit.extend({
  status: z.preprocess(unlessEmpty, ZAdminOrderEdit.shape.status),
  reason: z.preprocess(unlessEmpty, ZAdminOrderEdit.shape.reason),
});

/** Edit order: the next statuses the order state machine allows an admin, and the shipping address. */
export function AdminOrderEditPage() {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  const order = useAdminOrder(orderId);
  useDocumentTitle(t('adminPanel.orderEdit.title'));

  if (order.isPending) return <LoadingState label={t('adminPanel.orderDetail.loading')} />;
  if (order.isError) return <EmptyState icon={ClipboardList} tone="error" title={t('adminPanel.orderDetail.notFound')} />;
  return <OrderEditForm order={order.data} />;
}

function OrderEditForm({ order: o }: { order: AdminOrderDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const edit = useEditOrder();
  // The reason is asked, and sent, only while the admin cancels.
  const form = useZodForm(ZOrderEditForm, {
    defaultValues: {
      status: '',
      reason: '',
      shippingAddress: Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, o.shippingAddress[field] ?? ''])),
    },
    shouldUnregister: true,
  });
  const status = form.watch('status');
  const allowed = NEXT.filter((to) => canMoveOrder({ actor: 'admin', from: o.status as OrderStatus, to, delivery: o.deliveryType }));

  async function save(values: z.output<typeof ZOrderEditForm>) {
    try {
      await edit.mutateAsync({ id: o.id, edit: values });
      toast.success(t('adminPanel.orderEdit.saved'));
      navigate(paths.admin.order.getHref(o.id));
    } catch (error) {
      toast.error(errorMessage(t, error, { fallback: t('adminPanel.orderEdit.failed') }));
    }
  }

  return (
    <div className="max-w-2xl space-y-6">
      <BackButton to={paths.admin.order.getHref(o.id)} label={t('common.back')} />
      <h1 className="text-2xl font-bold text-slate-900">{t('adminPanel.orderEdit.heading', { id: o.orderId })}</h1>
      <Form form={form} onSubmit={save} className="space-y-5 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <FormSelectField
          name="status"
          label={t('adminPanel.orderEdit.status')}
          hint={allowed.length ? undefined : t('adminPanel.orderEdit.final')}
        >
          <option value="">{t('adminPanel.orderEdit.keep', { status: t(`orders.status.${o.status as OrderStatus}`) })}</option>
          {allowed.map((to) => (
            <option key={to} value={to}>
              {t(`orders.status.${to}`)}
            </option>
          ))}
        </FormSelectField>
        {status === 'canceled' ? (
          <FormTextField name="reason" label={t('adminPanel.orderEdit.reason')} hint={t('adminPanel.orderEdit.refundHint')} />
        ) : null}
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold text-slate-900">{t('adminPanel.orderEdit.shipping')}</legend>
          {ADDRESS_FIELDS.map((field) => (
            <FormTextField key={field} name={`shippingAddress.${field}`} label={t(`adminPanel.orderEdit.address.${field}`)} />
          ))}
        </fieldset>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => navigate(paths.admin.order.getHref(o.id))}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" isLoading={edit.isPending}>
            {t('adminPanel.common.save')}
          </Button>
        </div>
      </Form>
    </div>
  );
}
