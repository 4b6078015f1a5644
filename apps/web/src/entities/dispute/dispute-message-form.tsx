import { MAX_DISPUTE_PHOTOS, V, ZDisputePhotoMessage } from '@gamesouq/core';
import { z } from 'zod';
import { Button } from '@/ui/button';
import { Form } from '@/ui/form/form';
import { FormTextAreaField } from '@/ui/form/form-fields';
import { useZodForm } from '@/ui/form/use-zod-form';
import { PhotoPicker } from '@/ui/photo-picker';

/** Core's rule for a thread message with photos; without photos the text is required. */
const ZMessageForm = ZDisputePhotoMessage.extend({ photos: z.array(z.instanceof(File)) }).refine(
  ({ message, photos }) => message !== '' || photos.length > 0,
  { message: V.disputeMessageRequired, path: ['message'] },
);
const EMPTY = { message: '', photos: [] };

export type DisputeMessageValues = z.output<typeof ZMessageForm>;

/**
 * A message to the dispute's thread: text (up to 2,000 characters), photos, or both; an empty message is refused with
 * a reason. `onSend` reports its own failure; the box empties once it has succeeded.
 */
export function DisputeMessageForm({
  label,
  sendLabel,
  isSending,
  onSend,
  className,
}: {
  label: string;
  sendLabel: string;
  isSending: boolean;
  onSend: (values: DisputeMessageValues) => Promise<unknown>;
  className?: string;
}) {
  const form = useZodForm(ZMessageForm, { defaultValues: EMPTY });
  const photos = form.watch('photos');

  return (
    <Form
      form={form}
      onSubmit={(values) =>
        onSend(values).then(
          () => form.reset(EMPTY),
          () => undefined,
        )
      }
      className={className ?? 'space-y-2'}
    >
      <FormTextAreaField name="message" label={label} maxLength={2000} rows={3} className="[&_textarea]:min-h-20" />
      <div className="flex flex-wrap items-start justify-between gap-2">
        <PhotoPicker files={photos} onChange={(files) => form.setValue('photos', files)} max={MAX_DISPUTE_PHOTOS} />
        <Button type="submit" size="sm" isLoading={isSending}>
          {sendLabel}
        </Button>
      </div>
    </Form>
  );
}
