import { ZAddMember, ZOpenDispute } from '@gamesouq/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { changeLanguage } from '@/lib/i18n';
import { Form } from './form';
import { FormActions } from './form-actions';
import { FormField, FormSelectField, FormTextAreaField, FormTextField } from './form-fields';
import { useFormFailure } from './use-form-failure';
import { useZodForm } from './use-zod-form';

afterEach(() => changeLanguage('en'));

function DisputeForm({ onSubmit }: { onSubmit: (values: z.output<typeof ZOpenDispute>) => void }) {
  const form = useZodForm(ZOpenDispute, { defaultValues: { details: '' } });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <FormSelectField name="reason" label="Reason">
        <option value="">Choose</option>
        <option value="not_received">Not received</option>
      </FormSelectField>
      <FormTextAreaField name="details" label="Details" />
      <button type="submit">Send</button>
    </Form>
  );
}

describe('the form kit', () => {
  it("shows each field's rule message under it and does not submit", async () => {
    const onSubmit = vi.fn();
    render(<DisputeForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please choose a reason')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Reason' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please describe the problem in at least 10 characters')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the rule's message in Arabic", async () => {
    await changeLanguage('ar');
    render(<DisputeForm onSubmit={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('يرجى اختيار سبب')).toBeTruthy();
    expect(screen.queryByText('Please choose a reason')).toBeNull();
  });

  it('submits the parsed values once the fields are valid, and the error goes as the user fixes it', async () => {
    const onSubmit = vi.fn();
    render(<DisputeForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Reason' }), 'not_received');
    await userEvent.type(screen.getByRole('textbox', { name: 'Details' }), '  The box never came.  ');
    expect(screen.queryByText('Please choose a reason')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith({ reason: 'not_received', details: 'The box never came.' }, expect.anything());
  });
});

function MemberForm({ onSubmit }: { onSubmit: () => Promise<void> }) {
  const form = useZodForm(ZAddMember, { defaultValues: { name: '', email: '', phone: '', password: '', role: 'user' } });
  const { failure, fail } = useFormFailure(form);
  return (
    <Form form={form} onSubmit={() => onSubmit().catch((cause: unknown) => fail(cause, 'Could not add'))}>
      {failure ? <p role="alert">{failure}</p> : null}
      <FormTextField name="name" label="Name" />
      <FormTextField name="email" label="Email" />
      <FormField
        name="phone"
        render={({ error, ...field }) => (
          <>
            <input aria-label="Phone" {...field} />
            {error ? <p>{error}</p> : null}
          </>
        )}
      />
      <FormTextField name="password" label="Password" />
      <FormActions submitLabel="Create" onCancel={() => undefined} />
    </Form>
  );
}

describe("the form kit's server refusals", () => {
  it("shows the server's reason in the alert and each refused field's message under that field", async () => {
    const refusal = new ApiError({
      status: 409,
      code: 'EMAIL_TAKEN',
      message: 'taken',
      messageKey: 'errors.EMAIL_TAKEN',
      fields: { email: 'errors.EMAIL_TAKEN' },
    });
    render(<MemberForm onSubmit={() => Promise.reject(refusal)} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Sara');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'sara@example.sa');
    await userEvent.type(screen.getByRole('textbox', { name: 'Password' }), 'Strong#2026pass');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect((await screen.findByRole('alert')).textContent).toBe('An account with this email already exists.');
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('An account with this email already exists.')).toHaveLength(2);
  });

  it("falls back to the form's own words when the call got no answer, and a custom field shows its rule message", async () => {
    render(<MemberForm onSubmit={() => Promise.reject(new TypeError('offline'))} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Sara');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'sara@example.sa');
    await userEvent.type(screen.getByRole('textbox', { name: 'Password' }), 'Strong#2026pass');
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '9'.repeat(33));
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Phone' }).nextElementSibling?.textContent).toMatch(/32/));
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Phone' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Could not add');
  });
});
