import { ZAddMember } from '@gamesouq/core';
import { useEffect } from 'react';
import { PhoneField } from '@/entities/phone/components/phone-field';
import { useTranslation } from '@/lib/i18n';
import { Dialog } from '@/ui/dialog';
import { Form } from '@/ui/form/form';
import { FormActions } from '@/ui/form/form-actions';
import { FormField, FormSelectField, FormTextField } from '@/ui/form/form-fields';
import { useFormFailure } from '@/ui/form/use-form-failure';
import { useZodForm } from '@/ui/form/use-zod-form';
import { FormAlert } from '@/ui/form-alert';
import { useAddMember } from '../api/users';

const EMPTY = { name: '', email: '', phone: '', password: '', role: 'user' } as const;

/** Add new member: an account with the role the admin picks. */
export function AddMemberDialog({ isOpen, onClose, onAdded }: { isOpen: boolean; onClose: () => void; onAdded: () => void }) {
  const { t } = useTranslation();
  const add = useAddMember();
  const form = useZodForm(ZAddMember, { defaultValues: EMPTY });
  const { failure, fail, clear } = useFormFailure(form);
  useEffect(() => {
    if (isOpen) {
      form.reset(EMPTY);
      clear();
    }
  }, [isOpen, form, clear]);

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('adminPanel.clients.addMember')}>
      <Form
        form={form}
        className="mt-4 space-y-4"
        onSubmit={(member) =>
          add
            .mutateAsync({ ...member, phone: member.phone || undefined })
            .then(onAdded)
            .catch((cause: unknown) => fail(cause, t('adminPanel.clients.member.failed')))
        }
      >
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <FormTextField name="name" label={t('adminPanel.clients.member.name')} isRequired />
        <FormTextField name="email" label={t('adminPanel.clients.member.email')} isRequired type="email" dir="ltr" />
        <FormField name="phone" render={(field) => <PhoneField label={t('adminPanel.clients.member.phone')} {...field} />} />
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
        <FormActions submitLabel={t('adminPanel.clients.member.create')} onCancel={onClose} isBusy={add.isPending} className="pt-2" />
      </Form>
    </Dialog>
  );
}
