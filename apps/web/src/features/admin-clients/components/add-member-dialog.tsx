import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, fieldErrors } from '@/lib/messages';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { FormAlert } from '@/ui/form-alert';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { type NewMember, useAddMember } from '../api/users';

const EMPTY: NewMember = { name: '', email: '', phone: '', password: '', role: 'user' };

/** Add new member: an account with the role the admin picks. */
export function AddMemberDialog({ isOpen, onClose, onAdded }: { isOpen: boolean; onClose: () => void; onAdded: () => void }) {
  const { t } = useTranslation();
  const add = useAddMember();
  const [member, setMember] = useState<NewMember>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  useEffect(() => {
    if (isOpen) {
      setMember(EMPTY);
      setError(null);
      setFields({});
    }
  }, [isOpen]);
  const set = (key: keyof NewMember, value: string) => setMember((m) => ({ ...m, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    add
      .mutateAsync({ ...member, phone: member.phone?.trim() || undefined })
      .then(onAdded)
      .catch((e: unknown) => {
        setFields(fieldErrors(t, e));
        setError(errorMessage(t, e, { fallback: t('adminPanel.clients.member.failed') }));
      });
  }

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('adminPanel.clients.addMember')}>
      <form noValidate className="mt-4 space-y-4" onSubmit={submit}>
        {error ? <FormAlert>{error}</FormAlert> : null}
        <TextField
          label={t('adminPanel.clients.member.name')}
          isRequired
          value={member.name}
          error={fields.name}
          onChange={(e) => set('name', e.target.value)}
        />
        <TextField
          label={t('adminPanel.clients.member.email')}
          isRequired
          type="email"
          dir="ltr"
          value={member.email}
          error={fields.email}
          onChange={(e) => set('email', e.target.value)}
        />
        <TextField
          label={t('adminPanel.clients.member.phone')}
          type="tel"
          dir="ltr"
          value={member.phone}
          error={fields.phone}
          onChange={(e) => set('phone', e.target.value)}
        />
        <TextField
          label={t('adminPanel.clients.member.password')}
          isRequired
          type="password"
          autoComplete="new-password"
          value={member.password}
          error={fields.password}
          onChange={(e) => set('password', e.target.value)}
        />
        <SelectField label={t('adminPanel.clients.member.role')} value={member.role} onChange={(e) => set('role', e.target.value)}>
          {(['user', 'trader', 'admin'] as const).map((role) => (
            <option key={role} value={role}>
              {t(`adminPanel.clients.roles.${role}`)}
            </option>
          ))}
        </SelectField>
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" isLoading={add.isPending}>
            {t('adminPanel.clients.member.create')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
