import { MAX_DISPUTE_PHOTOS } from '@gamesouq/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { PhotoAttach } from '@/ui/photo-attach';
import { TextAreaField } from '@/ui/text-field';

export type DisputeMessageValues = { message: string; photos: File[] };

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
  const { t } = useTranslation();
  const [message, setMessage] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = message.trim();
    if (!text && photos.length === 0) {
      setError(t('validation.disputeMessageRequired'));
      return;
    }
    onSend({ message: text, photos }).then(
      () => {
        setMessage('');
        setPhotos([]);
      },
      () => undefined,
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className={className ?? 'space-y-2'}>
      <TextAreaField
        label={label}
        maxLength={2000}
        rows={3}
        className="[&_textarea]:min-h-20"
        error={error ?? undefined}
        value={message}
        onChange={(event) => {
          setMessage(event.target.value);
          setError(null);
        }}
      />
      <div className="flex flex-wrap items-start justify-between gap-2">
        <PhotoAttach files={photos} onChange={setPhotos} max={MAX_DISPUTE_PHOTOS} />
        <Button type="submit" size="sm" isLoading={isSending}>
          {sendLabel}
        </Button>
      </div>
    </form>
  );
}
