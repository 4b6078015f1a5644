import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, loadDictionaries } from '@/lib/i18n';
import { SocialLinkForm } from './social-link-form';

const linkButton = () => screen.getByRole('button', { name: 'Link and sign in' }) as HTMLButtonElement;

describe('linking a provider account by password', () => {
  beforeAll(() => loadDictionaries(['auth']));
  afterEach(() => changeLanguage('en'));

  it('keeps Link off without a password, shows the refusal under the field until the password is edited', async () => {
    const onLink = vi.fn(async (_password: string) => 'Wrong password');
    render(<SocialLinkForm providerName="Google" email="majed@example.com" onLink={onLink} />);
    expect(screen.getByRole('heading', { name: 'Link your Google account' })).toBeTruthy();
    expect(linkButton().disabled).toBe(true);
    await userEvent.type(screen.getByLabelText('Password'), 'secret12');
    await userEvent.click(linkButton());
    expect(onLink).toHaveBeenCalledWith('secret12');
    expect(await screen.findByText('Wrong password')).toBeTruthy();
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(screen.getByLabelText('Password'), '3');
    expect(screen.queryByText('Wrong password')).toBeNull();
  });

  it('speaks Arabic', async () => {
    await changeLanguage('ar');
    render(<SocialLinkForm providerName="Google" email="majed@example.com" onLink={async () => undefined} />);
    expect(screen.getByRole('button', { name: 'اربط وسجّل الدخول' })).toBeTruthy();
    expect(screen.getByLabelText('كلمة المرور')).toBeTruthy();
  });
});
