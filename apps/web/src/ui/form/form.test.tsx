import { ZOpenDispute } from '@gamesouq/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { changeLanguage } from '@/lib/i18n';
import { Form } from './form';
import { FormSelectField, FormTextAreaField } from './form-fields';
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
