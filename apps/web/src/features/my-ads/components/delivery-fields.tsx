import { DELIVERY_TYPES, RETURN_POLICIES } from '@gamesouq/core';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useListingLabels } from '@/lib/listing-labels';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import type { AdFormValues, FieldName } from '../lib/ad-form-values';

type DeliveryFieldsProps = {
  register: UseFormRegister<AdFormValues>;
  errorOf: (field: FieldName) => string | undefined;
};

/** Delivery Options: how the item reaches the buyer, the return policy, and the parcel's weight and size. */
export function DeliveryFields({ register, errorOf }: DeliveryFieldsProps) {
  const { t } = useTranslation();
  const labels = useListingLabels();
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={t('adForm.fields.deliveryType')} {...register('deliveryType')}>
          {DELIVERY_TYPES.map((value) => (
            <option key={value} value={value}>
              {labels.deliveryType(value)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('adForm.fields.returnPolicy')} {...register('returnPolicy')}>
          {RETURN_POLICIES.map((value) => (
            <option key={value} value={value}>
              {labels.returnPolicy(value)}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {(['weight', 'length', 'width', 'height'] as const).map((field) => (
          <TextField
            key={field}
            label={t(`adForm.fields.${field}`)}
            aside={field === 'weight' ? t('adForm.units.grams') : t('adForm.units.cm')}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            dir="ltr"
            error={errorOf(field)}
            {...register(field)}
          />
        ))}
      </div>
    </>
  );
}
