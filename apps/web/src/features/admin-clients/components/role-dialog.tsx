import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { SelectField } from '@/ui/select-field';
import { type Client, type NewMember, useSetUserRole } from '../api/users';

const roleOf = (user: Client): NewMember['role'] => (user.role === 'admin' || user.role === 'trader' ? user.role : 'user');

/** Change a user's role; the server refuses an admin's own demotion. */
export function RoleDialog({ user, onClose }: { user: Client | null; onClose: () => void }) {
  const { t } = useTranslation();
  const setRole = useSetUserRole();
  const [role, setRoleValue] = useState<NewMember['role']>('user');
  useEffect(() => {
    if (user) setRoleValue(roleOf(user));
  }, [user]);
  return (
    <Dialog
      isOpen={user !== null}
      onClose={onClose}
      title={t('adminPanel.clients.roleTitle', { name: user?.name ?? '' })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            isLoading={setRole.isPending}
            onClick={() =>
              user &&
              setRole
                .mutateAsync({ id: user.id, role })
                .then(() => {
                  toast.success(t('adminPanel.clients.roleChanged'));
                  onClose();
                })
                .catch((e: unknown) =>
                  toast.error(
                    e instanceof ApiError && e.code === 'CANNOT_CHANGE_SELF'
                      ? t('adminPanel.clients.errors.self')
                      : t('adminPanel.clients.roleFailed'),
                  ),
                )
            }
          >
            {t('adminPanel.common.save')}
          </Button>
        </>
      }
    >
      <SelectField
        className="mt-4"
        label={t('adminPanel.clients.member.role')}
        value={role}
        onChange={(e) => setRoleValue(e.target.value as NewMember['role'])}
      >
        {(['user', 'trader', 'admin'] as const).map((value) => (
          <option key={value} value={value}>
            {t(`adminPanel.clients.roles.${value}`)}
          </option>
        ))}
      </SelectField>
    </Dialog>
  );
}
