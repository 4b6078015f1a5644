import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadDictionaries } from '@/lib/i18n';
import { PasswordChangeForm } from './password-change-form';

describe('the password change form', () => {
  beforeAll(() => loadDictionaries(['account']));

  it('says what is wrong above the form and sends nothing until the passwords agree and are strong', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<PasswordChangeForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('All fields are required');
    await user.type(screen.getByLabelText('Current password'), 'Old#Pass2026');
    await user.type(screen.getByLabelText('New password'), 'New#Pass2026x');
    await user.type(screen.getByLabelText('Confirm new password'), 'New#Pass2026y');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('New passwords do not match');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the three fields, then empties them', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<PasswordChangeForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Current password'), 'Old#Pass2026');
    await user.type(screen.getByLabelText('New password'), 'New#Pass2026x');
    await user.type(screen.getByLabelText('Confirm new password'), 'New#Pass2026x');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(onSubmit).toHaveBeenCalledWith({
      currentPassword: 'Old#Pass2026',
      newPassword: 'New#Pass2026x',
      confirmPassword: 'New#Pass2026x',
    });
    await vi.waitFor(() => expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe(''));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
