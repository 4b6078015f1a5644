import { CARRIERS, type TShipment, ZShipment } from '@gamesouq/core';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { errorMessage } from '@/lib/messages';
import { Dialog } from '@/ui/dialog';
import { Form } from '@/ui/form/form';
import { FormActions } from '@/ui/form/form-actions';
import { FormSelectField, FormTextField } from '@/ui/form/form-fields';
import { useZodForm } from '@/ui/form/use-zod-form';
import { PhotoPicker } from '@/ui/photo-picker';
import { uploadShipmentPhoto } from './upload-shipment-photo';

type ShipDialogProps = {
  orderId: string;
  isOpen: boolean;
  isBusy: boolean;
  onClose: () => void;
  onShip: (shipment: TShipment) => void;
};

/**
 * Mark as shipped: the carrier, its tracking number (checked against that carrier's format before it is sent) and a
 * photo of the parcel or its receipt, which is uploaded to the order first and shown to the buyer (issue 18).
 */
export function ShipDialog({ orderId, isOpen, isBusy, onClose, onShip }: ShipDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('orders.ship.title')} description={t('orders.ship.text')}>
      {isOpen ? <ShipForm orderId={orderId} isBusy={isBusy} onClose={onClose} onShip={onShip} /> : null}
    </Dialog>
  );
}

function ShipForm({ orderId, isBusy, onClose, onShip }: Omit<ShipDialogProps, 'isOpen'>) {
  const { t } = useTranslation();
  const form = useZodForm(ZShipment, { defaultValues: { trackingNumber: '' } });
  const [photos, setPhotos] = useState<File[]>([]);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [isUploading, setIsUploading] = useState(false);

  async function ship(shipment: TShipment) {
    const [photo] = photos;
    if (!photo) {
      setPhotoError(t('errors.shipmentProofRequired'));
      return;
    }
    setIsUploading(true);
    try {
      onShip({ ...shipment, proofId: await uploadShipmentPhoto({ orderId, photo }) });
    } catch (error) {
      setPhotoError(errorMessage(t, error, { fallback: t('orders.ship.photoFailed') }));
    } finally {
      setIsUploading(false);
    }
  }

  return (
    <Form form={form} onSubmit={ship} className="mt-5 space-y-4">
      <FormSelectField name="carrier" label={t('orders.ship.carrier')} isRequired>
        <option value="">{t('orders.ship.chooseCarrier')}</option>
        {CARRIERS.map((carrier) => (
          <option key={carrier} value={carrier}>
            {t(`orders.carriers.${carrier}`)}
          </option>
        ))}
      </FormSelectField>
      <FormTextField name="trackingNumber" label={t('orders.ship.trackingNumber')} isRequired dir="ltr" autoComplete="off" />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-700">{t('orders.ship.photo')}</legend>
        <PhotoPicker
          files={photos}
          onChange={(files) => {
            setPhotos(files);
            setPhotoError(null);
          }}
          max={1}
          addLabel={t('orders.ship.addPhoto')}
          hint={t('orders.ship.photoHint')}
          isRequired
          isInvalid={photoError !== null}
        />
        {photoError ? (
          <p role="alert" className="text-sm text-red-600">
            {photoError}
          </p>
        ) : null}
      </fieldset>
      <FormActions submitLabel={t('orders.ship.submit')} onCancel={onClose} isBusy={isBusy || isUploading} />
    </Form>
  );
}
