import { imageFileError } from '@gamesouq/core';
import { Camera } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { useTranslation } from '@/lib/i18n';
import { errorMessage, translateMessage } from '@/lib/messages';
import { ConfirmDialog } from '@/ui/dialog';
import { useChangeAvatar } from '../api/change-avatar';

/** The avatar with a change button; the chosen picture is confirmed in a dialog before it is uploaded (seller §2.5). */
export function AvatarPicker({ name, avatar }: { name: string; avatar: string | null }) {
  const { t } = useTranslation();
  const inputId = useId();
  const change = useChangeAvatar();
  const [file, setFile] = useState<File | null>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  return (
    <div className="flex items-center gap-4">
      <span className="grid size-20 place-items-center overflow-hidden rounded-full bg-brand-100 text-2xl font-bold text-brand-700">
        {avatar ? <img src={avatar} alt="" width={80} height={80} className="size-20 object-cover" /> : name.slice(0, 1).toUpperCase()}
      </span>
      <label
        htmlFor={inputId}
        className="inline-flex cursor-pointer items-center gap-2 rounded-xl bg-white px-3 py-2 text-sm font-medium ring-1 ring-slate-300 hover:bg-slate-50"
      >
        <Camera aria-hidden="true" className="size-4" />
        {t('accountSettings.changeAvatar')}
      </label>
      <input
        id={inputId}
        type="file"
        accept="image/jpeg,image/png,image/gif,image/webp"
        className="sr-only"
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          event.target.value = '';
          if (!chosen) return;
          const problem = imageFileError(chosen);
          if (problem) return void toast.error(translateMessage(t, problem) ?? problem);
          setFile(chosen);
        }}
      />
      <ConfirmDialog
        isOpen={file !== null}
        tone="primary"
        title={t('accountSettings.avatarTitle')}
        description={
          <span className="flex flex-col items-center gap-3">
            {preview ? <img src={preview} alt="" width={96} height={96} className="size-24 rounded-full object-cover" /> : null}
            {t('accountSettings.avatarConfirm')}
          </span>
        }
        confirmLabel={t('accountSettings.avatarSave')}
        isBusy={change.isPending}
        onCancel={() => setFile(null)}
        onConfirm={() =>
          file &&
          change.mutate(file, {
            onSuccess: () => {
              toast.success(t('accountSettings.avatarUpdated'));
              setFile(null);
            },
            onError: (error) => toast.error(errorMessage(t, error, { fallback: t('accountSettings.avatarFailed') })),
          })
        }
      />
    </div>
  );
}
