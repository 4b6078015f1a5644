import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { PasswordChangeForm } from '@/entities/account/password-change-form';
import { SecurityPanel } from '@/entities/account/security-panel';
import { formatDate } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { errorMessage } from '@/lib/messages';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/dialog';
import { useChangeUserPassword } from '../api/change-password';
import { useExportData } from '../api/export-data';
import { useDeletionRequest, useRequestDeletion } from '../api/request-deletion';

/** The Security tab: password, security settings, data export and the account deletion request. */
export function SecurityTab() {
  const { t, i18n } = useTranslation();
  const changePassword = useChangeUserPassword();
  const deletion = useDeletionRequest();
  const exportData = useExportData();
  const requestDeletion = useRequestDeletion();
  const [isDeleting, setIsDeleting] = useState(false);
  return (
    <div className="space-y-8">
      <section className="space-y-3">
        <h3 className="font-semibold text-slate-900">{t('passwordChange.title')}</h3>
        <PasswordChangeForm onSubmit={changePassword.mutateAsync} />
      </section>
      <section className="space-y-3">
        <h3 className="font-semibold text-slate-900">{t('settingsPanel.security.title')}</h3>
        <SecurityPanel />
      </section>
      <section className="space-y-3">
        <h3 className="font-semibold text-slate-900">{t('accountSettings.data')}</h3>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            isLoading={exportData.isPending}
            onClick={() =>
              exportData.mutate(undefined, {
                onSuccess: () => toast.success(t('accountSettings.exported')),
                onError: (error) => toast.error(errorMessage(t, error, { fallback: t('accountSettings.exportFailed') })),
              })
            }
          >
            <Download aria-hidden="true" className="size-4" />
            {t('accountSettings.export')}
          </Button>
          <Button variant="danger" onClick={() => setIsDeleting(true)} disabled={Boolean(deletion.data)}>
            <Trash2 aria-hidden="true" className="size-4" />
            {t('accountSettings.delete')}
          </Button>
        </div>
        {deletion.data ? (
          <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            {t('accountSettings.deletionPending', { date: formatDate(deletion.data.createdAt, i18n.language) })}
          </p>
        ) : null}
      </section>
      <ConfirmDialog
        isOpen={isDeleting}
        title={t('accountSettings.deleteTitle')}
        description={t('accountSettings.deleteConfirm')}
        confirmLabel={t('accountSettings.delete')}
        isBusy={requestDeletion.isPending}
        onCancel={() => setIsDeleting(false)}
        onConfirm={() =>
          requestDeletion.mutate('', {
            onSuccess: () => {
              toast.success(t('accountSettings.deletionRequested'));
              setIsDeleting(false);
            },
            onError: (error) => {
              toast.error(errorMessage(t, error, { fallback: t('accountSettings.deletionFailed') }));
              setIsDeleting(false);
            },
          })
        }
      />
    </div>
  );
}
