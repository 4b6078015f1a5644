import { CARRIERS, type TShipment, ZShipment } from '@gamesouq/core';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { Form } from '@/ui/form/form';
import { FormSelectField, FormTextField } from '@/ui/form/form-fields';
import { useZodForm } from '@/ui/form/use-zod-form';

/** Mark as shipped: the carrier and its tracking number, checked against that carrier's format before it is sent. */
export function ShipDialog({
  isOpen,
  isBusy,
  onClose,
  onShip,
}: {
  isOpen: boolean;
  isBusy: boolean;
  onClose: () => void;
  onShip: (shipment: TShipment) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('orders.ship.title')} description={t('orders.ship.text')}>
      {isOpen ? <ShipForm isBusy={isBusy} onClose={onClose} onShip={onShip} /> : null}
    </Dialog>
  );
}

function ShipForm({ isBusy, onClose, onShip }: { isBusy: boolean; onClose: () => void; onShip: (shipment: TShipment) => void }) {
  const { t } = useTranslation();
  const form = useZodForm(ZShipment, { defaultValues: { trackingNumber: '' } });
  return (
    <Form form={form} onSubmit={onShip} className="mt-5 space-y-4">
      <FormSelectField name="carrier" label={t('orders.ship.carrier')} isRequired>
        <option value="">{t('orders.ship.chooseCarrier')}</option>
        {CARRIERS.map((carrier) => (
          <option key={carrier} value={carrier}>
            {t(`orders.carriers.${carrier}`)}
          </option>
        ))}
      </FormSelectField>
      <FormTextField name="trackingNumber" label={t('orders.ship.trackingNumber')} isRequired dir="ltr" autoComplete="off" />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" isLoading={isBusy}>
          {t('orders.ship.submit')}
        </Button>
      </div>
    </Form>
  );
}
