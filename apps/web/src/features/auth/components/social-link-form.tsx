import { ZSocialLinkRequest } from '@gamesouq/core';
import { Link2 } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/ui/button';
import { Form } from '@/ui/form/form';
import { FormTextField } from '@/ui/form/form-fields';
import { useZodForm } from '@/ui/form/use-zod-form';
import { StepHeading } from './step-heading';

const ZLinkForm = ZSocialLinkRequest.pick({ password: true });

type SocialLinkFormProps = {
  providerName: string;
  /** The e-mail of the account the provider's one is linked to. */
  email: string;
  /** Links with the account's password; resolves with the message to show under the field when it was refused. */
  onLink: (password: string) => Promise<string | undefined>;
};

/** A provider account whose e-mail already has an account here: its password links the two. */
export function SocialLinkForm({ providerName, email, onLink }: SocialLinkFormProps) {
  const { t } = useTranslation();
  // The message stays until the password is edited, and the password is checked again only when sent.
  const form = useZodForm(ZLinkForm, { defaultValues: { password: '' }, reValidateMode: 'onSubmit' });
  const isEmpty = form.watch('password') === '';

  async function onSubmit({ password }: { password: string }) {
    const refusal = await onLink(password);
    if (refusal) form.setError('password', { type: 'server', message: refusal });
  }

  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-6">
      <StepHeading icon={<Link2 aria-hidden="true" className="size-7" />} title={t('auth.social.linkTitle', { provider: providerName })}>
        {t('auth.social.linkSubtitle', { provider: providerName })}{' '}
        <span dir="ltr" className="font-semibold break-all text-slate-900">
          {email}
        </span>
      </StepHeading>
      <FormTextField
        name="password"
        label={t('auth.login.password')}
        type="password"
        autoComplete="current-password"
        onChange={() => form.clearErrors('password')}
        autoFocus
      />
      <Button type="submit" size="lg" className="w-full" disabled={isEmpty} isLoading={form.formState.isSubmitting}>
        {t('auth.social.linkSubmit')}
      </Button>
    </Form>
  );
}
