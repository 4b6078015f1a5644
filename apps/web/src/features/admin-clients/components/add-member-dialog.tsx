import { ZAddMember } from '@gamesouq/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneField } from '@/entities/phone/components/phone-field';
import { errorMessage, fieldErrors, translateMessage } from '@/lib/messages';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { Form } from '@/ui/form/form';
import { FormSelectField, FormTextField } from '@/ui/form/form-fields';
import { useZodForm } from '@/ui/form/use-zod-form';
import { FormAlert } from '@/ui/form-alert';
import { useAddMember } from '../api/users';

const EMPTY = { name: '', email: '', phone: '', password: '', role: 'user' } as const;

/** Add new member: an account with the role the admin picks. */
export function AddMemberDialog({ isOpen, onClose, onAdded }: { isOpen: boolean; onClose: () => void; onAdded: () => void }) {
  const { t } = useTranslation();
  const add = useAddMember();
  const form = useZodForm(ZAddMember, { defaultValues: EMPTY });
  const [error, setError] = useState<string | null>(null);
  const phoneError = translateMessage(t, form.formState.errors.phone?.message);
  useEffect(() => {
    if (isOpen) {
      form.reset(EMPTY);
      setError(null);
    }
  }, [isOpen, form]);

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('adminPanel.clients.addMember')}>
      <Form
        form={form}
        className="mt-4 space-y-4"
        onSubmit={(member) =>
          add
            .mutateAsync({ ...member, phone: member.phone || undefined })
            .then(onAdded)
            .catch((cause: unknown) => {
              for (const [name, message] of Object.entries(fieldErrors(t, cause))) form.setError(name as keyof typeof EMPTY, { message });
              setError(errorMessage(t, cause, { fallback: t('adminPanel.clients.member.failed') }));
            })
        }
      >
        {error ? <FormAlert>{error}</FormAlert> : null}
        <FormTextField name="name" label={t('adminPanel.clients.member.name')} isRequired />
        <FormTextField name="email" label={t('adminPanel.clients.member.email')} isRequired type="email" dir="ltr" />
        <PhoneField label={t('adminPanel.clients.member.phone')} {...form.register('phone')} error={phoneError} />
        <FormTextField
          name="password"
          label={t('adminPanel.clients.member.password')}
          isRequired
          type="password"
          autoComplete="new-password"
        />
        <FormSelectField name="role" label={t('adminPanel.clients.member.role')}>
          {(['user', 'trader', 'admin'] as const).map((role) => (
            <option key={role} value={role}>
              {t(`adminPanel.clients.roles.${role}`)}
            </option>
          ))}
        </FormSelectField>
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" isLoading={add.isPending}>
            {t('adminPanel.clients.member.create')}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
