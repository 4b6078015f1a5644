import { canMoveOrder, type OrderStatus } from '@gamesouq/core';
import { ClipboardList } from 'lucide-react';
import { useEffect, useState } from 'react';
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
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { useAdminOrder, useEditOrder } from '../api/orders';

const NEXT: OrderStatus[] = ['processing', 'shipped', 'ready_for_pickup', 'canceled'];
const ADDRESS_FIELDS = ['fullName', 'phone', 'city', 'address'] as const;

/** Edit order: the next statuses the order state machine allows an admin, and the shipping address. */
export function AdminOrderEditPage() {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  const navigate = useNavigate();
  const order = useAdminOrder(orderId);
  const edit = useEditOrder();
  const [status, setStatus] = useState('');
  const [reason, setReason] = useState('');
  const [address, setAddress] = useState<Record<string, string>>({});
  useDocumentTitle(t('adminPanel.orderEdit.title'));
  useEffect(() => {
    if (order.data) setAddress({ ...order.data.shippingAddress });
  }, [order.data]);

  if (order.isPending) return <LoadingState label={t('adminPanel.orderDetail.loading')} />;
  if (order.isError) return <EmptyState icon={ClipboardList} tone="error" title={t('adminPanel.orderDetail.notFound')} />;
  const o = order.data;
  const allowed = NEXT.filter((to) => canMoveOrder({ actor: 'admin', from: o.status as OrderStatus, to, delivery: o.deliveryType }));

  async function save() {
    try {
      await edit.mutateAsync({
        id: o.id,
        edit: { ...(status ? { status: status as OrderStatus, reason: reason || undefined } : {}), shippingAddress: address },
      });
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
      <form
        className="space-y-5 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <SelectField
          label={t('adminPanel.orderEdit.status')}
          value={status}
          onChange={(e) => setStatus(e.target.value)}
          hint={allowed.length ? undefined : t('adminPanel.orderEdit.final')}
        >
          <option value="">{t('adminPanel.orderEdit.keep', { status: t(`orders.status.${o.status as OrderStatus}`) })}</option>
          {allowed.map((to) => (
            <option key={to} value={to}>
              {t(`orders.status.${to}`)}
            </option>
          ))}
        </SelectField>
        {status === 'canceled' ? (
          <TextField
            label={t('adminPanel.orderEdit.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            hint={t('adminPanel.orderEdit.refundHint')}
          />
        ) : null}
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold text-slate-900">{t('adminPanel.orderEdit.shipping')}</legend>
          {ADDRESS_FIELDS.map((field) => (
            <TextField
              key={field}
              label={t(`adminPanel.orderEdit.address.${field}`)}
              value={address[field] ?? ''}
              onChange={(e) => setAddress((a) => ({ ...a, [field]: e.target.value }))}
            />
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
      </form>
    </div>
  );
}
