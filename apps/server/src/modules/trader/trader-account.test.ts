import type {
  TAccountDeletionRequestedReply,
  TAccountDeletionStatusReply,
  TAvatarReply,
  TErrorReply,
  TPasswordChangedReply,
  TPreferencesReply,
  TSecurityReply,
  TTraderProfileReply,
  TUserProfileReply,
} from '@gamesouq/core';
import { DEFAULT_PREFERENCES } from '@gamesouq/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { imageBytes } from '../../test/listing-fixtures.js';
import { useTestApp } from '../../test/test-app.js';
import { accountDeletionRequests } from '../users/tables.js';

type PasswordForm = { currentPassword: string; newPassword: string; confirmPassword?: string };
const t = useTestApp();

describe('trader profile', () => {
  it('saves shop and bank details, masks the account number and validates the IBAN', async () => {
    const trader = await t.createUser({ role: 'trader' });
    const empty = await t.request<TTraderProfileReply>('GET', '/api/trader/profile', { token: trader.token });
    expect(empty.body.profile).toMatchObject({ email: trader.email, store_name: '', iban: '', accountNumber: '' });

    const saved = await t.request<TTraderProfileReply>('PUT', '/api/trader/profile', {
      token: trader.token,
      body: {
        name: 'Game Zone',
        store_name: 'Game Zone KSA',
        description: 'Consoles and games',
        location: 'Riyadh',
        bankName: 'Al Rajhi Bank',
        accountHolderName: 'Game Zone Co',
        accountNumber: '1234 5678 9012',
        iban: 'sa03 8000 0000 6080 1016 7519',
        swiftCode: 'rjhisari',
        email: 'ignored@example.com',
      },
    });
    expect(saved.body.message).toBe('Profile updated successfully');
    expect(saved.body.profile).toMatchObject({
      name: 'Game Zone',
      email: trader.email,
      store_name: 'Game Zone KSA',
      accountNumber: '•••• 9012',
      iban: 'SA0380000000608010167519',
      swiftCode: 'RJHISARI',
    });
    // The form sends back the masked number it was shown: the stored one stays.
    const again = await t.request<TTraderProfileReply>('PUT', '/api/trader/profile', {
      token: trader.token,
      body: { accountNumber: '•••• 9012', location: 'Jeddah' },
    });
    expect(again.body.profile).toMatchObject({ accountNumber: '•••• 9012', location: 'Jeddah' });

    for (const iban of ['SA0480000000608010167519', 'SA03800000006080101675', 'hello']) {
      const bad = await t.request<TErrorReply>('PUT', '/api/trader/profile', { token: trader.token, body: { iban } });
      expect([bad.status, bad.body.message], iban).toEqual([400, 'Please enter a valid IBAN']);
    }
    const other = await t.createUser({ role: 'trader' });
    const taken = await t.request<TErrorReply>('PUT', '/api/trader/profile', { token: trader.token, body: { phone: other.phone } });
    expect(taken.status).toBe(409);
  });
});

describe('password change', () => {
  it('rejects missing, mismatched, short and weak passwords with the spec’s messages', async () => {
    const trader = await t.createUser({ role: 'trader' });
    const change = (body: PasswordForm) => t.request<TErrorReply>('PUT', '/api/trader/profile/password', { token: trader.token, body });
    const cases: [PasswordForm, string][] = [
      [{ currentPassword: '', newPassword: 'Abcdef1!' }, 'All fields are required'],
      [{ currentPassword: trader.password, newPassword: 'Abcdef1!', confirmPassword: 'Abcdef1?' }, 'New passwords do not match'],
      [{ currentPassword: trader.password, newPassword: 'Ab1!' }, 'New password must be at least 8 characters long'],
      [{ currentPassword: trader.password, newPassword: 'abcdefgh' }, 'Password is too weak. Please choose a stronger password'],
      [{ currentPassword: 'wrong-one', newPassword: 'Abcdef1!' }, 'Current password is incorrect'],
    ];
    for (const [body, message] of cases) {
      const reply = await change(body);
      expect([reply.status, reply.body.message]).toEqual([400, message]);
    }
  });

  it('changes the password, ends other sessions and keeps this one signed in', async () => {
    const trader = await t.createUser({ role: 'trader' });
    const reply = await t.request<TPasswordChangedReply>('PUT', '/api/trader/profile/password', {
      token: trader.token,
      body: { currentPassword: trader.password, newPassword: 'N3w-Passw0rd', confirmPassword: 'N3w-Passw0rd' },
    });
    expect(reply.body.message).toBe('Password changed successfully');
    expect(reply.body.refresh_token).toEqual(expect.any(String));
    const refresh = (refreshToken: string) => t.request('POST', '/api/user/auth/refresh', { body: { refreshToken } });
    expect((await refresh(trader.refreshToken)).status).toBe(401);
    expect((await refresh(reply.body.refresh_token)).status).toBe(200);
    const login = (password: string) => t.request('POST', '/api/user/auth/login', { body: { emailOrPhone: trader.email, password } });
    expect((await login(trader.password)).status).toBe(401);
    expect((await login('N3w-Passw0rd')).status).toBe(200);
    // The access token from before the change is refused; the one given with the change goes on.
    expect((await t.request('GET', '/api/user/security', { token: trader.token })).status).toBe(401);
    const security = await t.request<TSecurityReply>('GET', '/api/user/security', { token: reply.body.access_token });
    expect(Date.parse(security.body.security.passwordLastChanged ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('account settings', () => {
  it('reads the spec’s defaults and saves preferences and security settings', async () => {
    const user = await t.createUser();
    const prefs = await t.request<TPreferencesReply>('GET', '/api/user/preferences', { token: user.token });
    expect(prefs.body.preferences).toEqual(DEFAULT_PREFERENCES);
    const security = await t.request<TSecurityReply>('GET', '/api/user/security', { token: user.token });
    expect(security.body.security).toEqual({ twoFactorEnabled: false, loginAlerts: true, sessionTimeout: 30, passwordLastChanged: null });

    const saved = await t.request<TPreferencesReply>('PUT', '/api/user/preferences', {
      token: user.token,
      body: { ...prefs.body.preferences, language: 'ar', marketingEmails: true, theme: 'dark' },
    });
    expect(saved.body).toMatchObject({
      message: 'Preference updated successfully',
      preferences: { language: 'ar', marketingEmails: true, theme: 'dark' },
    });
    const badPrefs = await t.request('PUT', '/api/user/preferences', { token: user.token, body: { language: 'fr' } });
    expect(badPrefs.status).toBe(400);
    const sec = await t.request<TSecurityReply>('PUT', '/api/user/security', {
      token: user.token,
      body: { twoFactorEnabled: true, loginAlerts: false, sessionTimeout: 60 },
    });
    expect(sec.body).toMatchObject({
      message: 'Security setting updated successfully',
      security: { sessionTimeout: 60, loginAlerts: false },
    });
    expect((await t.request('PUT', '/api/user/security', { token: user.token, body: { sessionTimeout: 7 } })).status).toBe(400);
    // Saving security settings keeps the preferences.
    expect((await t.request<TPreferencesReply>('GET', '/api/user/preferences', { token: user.token })).body.preferences.language).toBe(
      'ar',
    );
  });

  it('changes only the fields a save sends: a field left out keeps its value, never its default', async () => {
    const user = await t.createUser();
    const put = <T>(path: string, body: Record<string, unknown>) => t.request<T>('PUT', path, { token: user.token, body });
    await put<TPreferencesReply>('/api/user/preferences', { profileVisibility: 'private', theme: 'dark', smsNotifications: true });
    // The spec's ten fields, without profile visibility.
    const tenFields = {
      emailNotifications: false,
      pushNotifications: true,
      smsNotifications: true,
      marketingEmails: false,
      orderUpdates: true,
      chatNotifications: true,
      language: 'ar',
      currency: 'SAR',
      timeZone: 'UTC',
      theme: 'dark',
    };
    const saved = await put<TPreferencesReply>('/api/user/preferences', tenFields);
    expect(saved.status).toBe(200);
    // The push switch of each kind (ADR 036) and the alerts' switches (ADR 037) keep their defaults too.
    expect(saved.body.preferences).toEqual({ ...DEFAULT_PREFERENCES, ...tenFields, profileVisibility: 'private' });
    expect((await put<TPreferencesReply>('/api/user/preferences', { language: 'en' })).body.preferences).toEqual({
      ...DEFAULT_PREFERENCES,
      ...tenFields,
      language: 'en',
      profileVisibility: 'private',
    });

    await put<TSecurityReply>('/api/user/security', { twoFactorEnabled: true, loginAlerts: false, sessionTimeout: 120 });
    const security = await put<TSecurityReply>('/api/user/security', { loginAlerts: true });
    expect(security.body.security).toMatchObject({ twoFactorEnabled: true, loginAlerts: true, sessionTimeout: 120 });
  });

  it('edits the general profile and changes the avatar to a re-encoded image', async () => {
    const user = await t.createUser();
    const saved = await t.request<TUserProfileReply>('PUT', '/api/user/profile', {
      token: user.token,
      body: { name: 'Noura', address: 'Olaya St', bio: 'Collector' },
    });
    expect(saved.body.profile).toMatchObject({ name: 'Noura', address: 'Olaya St', bio: 'Collector', verified: false, totalSales: 0 });
    expect((await t.request<TErrorReply>('PUT', '/api/user/profile', { token: user.token, body: { name: '' } })).body.message).toBe(
      'Please enter your name',
    );

    const form = new FormData();
    form.append('avatar', new Blob([new Uint8Array(await imageBytes('jpeg', { width: 900, height: 900 }))]), 'me.jpg');
    const avatar = await t.request<TAvatarReply>('PUT', '/api/user/profile/avatar', { token: user.token, body: form });
    expect(avatar.body.message).toBe('Avatar updated successfully');
    expect(avatar.body.avatar).toMatch(/^\/api\/uploads\/avatars\/.+\.webp$/);
    const image = await fetch(`${t.baseUrl}${avatar.body.avatar}`);
    expect(image.status).toBe(200);
    const profile = await t.request<TUserProfileReply>('GET', '/api/user/profile', { token: user.token });
    expect(profile.body.profile.avatar).toBe(avatar.body.avatar);

    const notImage = new FormData();
    notImage.append('avatar', new Blob([new TextEncoder().encode('hello')]), 'me.jpg');
    expect((await t.request('PUT', '/api/user/profile/avatar', { token: user.token, body: notImage })).status).toBe(400);
  });

  it('exports the user’s data as a JSON download and records one deletion request', async () => {
    const user = await t.createUser();
    await t.request('PUT', '/api/user/profile', { token: user.token, body: { bio: 'Exported bio' } });
    const exported = await fetch(`${t.baseUrl}/api/user/data-export`, { headers: { authorization: `Bearer ${user.token}` } });
    expect(exported.headers.get('content-disposition')).toMatch(/^attachment; filename="gamesouq-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = (await exported.json()) as { profile: unknown };
    expect(data.profile).toMatchObject({ email: user.email, bio: 'Exported bio' });
    expect(data).toHaveProperty('orders');
    expect(data).toHaveProperty('wallet.transactions');
    expect(JSON.stringify(data)).not.toMatch(/passwordHash|password_hash|\$argon2/);

    const first = await t.request<TAccountDeletionRequestedReply>('POST', '/api/user/account-deletion', {
      token: user.token,
      body: { reason: 'Moving away' },
    });
    expect([first.status, first.body.message]).toEqual([201, 'Account deletion request submitted']);
    const second = await t.request<TErrorReply>('POST', '/api/user/account-deletion', { token: user.token, body: {} });
    expect([second.status, second.body.message]).toEqual([409, 'Account deletion request already submitted']);
    // The request is kept for an admin, with its reason, and the user can see that it is on its way.
    const stored = await t.db.select().from(accountDeletionRequests).where(eq(accountDeletionRequests.userId, user.id));
    expect(stored).toEqual([expect.objectContaining({ id: first.body.request.id, reason: 'Moving away', status: 'pending' })]);
    const open = await t.request<TAccountDeletionStatusReply>('GET', '/api/user/account-deletion', { token: user.token });
    expect(open.body.request).toMatchObject({ id: first.body.request.id, status: 'pending', reason: 'Moving away' });
    const other = await t.createUser();
    expect(
      (await t.request<TAccountDeletionStatusReply>('GET', '/api/user/account-deletion', { token: other.token })).body.request,
    ).toBeNull();
    expect((await t.request('POST', '/api/user/account-deletion', { body: {} })).status).toBe(401);
  });

  it('changes the password of the general area with the same rules and messages', async () => {
    const user = await t.createUser();
    const change = <T = TErrorReply>(body: PasswordForm) => t.request<T>('PUT', '/api/user/profile/password', { token: user.token, body });
    const cases: [PasswordForm, number, string][] = [
      [
        { currentPassword: user.password, newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' },
        400,
        'Password is too weak. Please choose a stronger password',
      ],
      [{ currentPassword: user.password, newPassword: 'Abcdef1!', confirmPassword: 'Abcdef1?' }, 400, 'New passwords do not match'],
      [{ currentPassword: 'Wrong-0ne!', newPassword: 'Abcdef1!', confirmPassword: 'Abcdef1!' }, 400, 'Current password is incorrect'],
    ];
    for (const [body, status, message] of cases) {
      const reply = await change(body);
      expect([reply.status, reply.body.message], message).toEqual([status, message]);
    }
    // Nothing changed so far: the old password still signs in.
    const login = (password: string) => t.request('POST', '/api/user/auth/login', { body: { emailOrPhone: user.email, password } });
    expect((await login(user.password)).status).toBe(200);
    const done = await change<TPasswordChangedReply>({
      currentPassword: user.password,
      newPassword: 'Str0ng&New',
      confirmPassword: 'Str0ng&New',
    });
    expect([done.status, done.body.message]).toEqual([200, 'Password changed successfully']);
    expect(done.body.access_token).toEqual(expect.any(String));
    expect((await login(user.password)).status).toBe(401);
    expect((await login('Str0ng&New')).status).toBe(200);
    expect((await t.request('PUT', '/api/user/profile/password', { body: { currentPassword: 'x', newPassword: 'y' } })).status).toBe(401);
  });
});
