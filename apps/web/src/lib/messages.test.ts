import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { changeLanguage, i18n } from './i18n';
import { errorMessage } from './messages';

const t = i18n.t;
const fallbacks = { fallback: 'Could not save.', networkFallback: 'No connection.' };

afterEach(() => changeLanguage('en'));

describe('errorMessage', () => {
  it("shows the server's known message in the user's language", async () => {
    const error = new ApiError({ status: 403, code: 'FORBIDDEN', message: 'Access denied.' });
    expect(errorMessage(t, error, fallbacks)).toBe('Access denied.');
    await changeLanguage('ar');
    expect(errorMessage(t, error, fallbacks)).toBe('تم رفض الوصول.');
  });

  it("translates a reworded message by its code in Arabic, and keeps the server's words in English", async () => {
    const error = new ApiError({ status: 404, code: 'NOT_FOUND', message: 'This listing no longer exists.' });
    expect(errorMessage(t, error, fallbacks)).toBe('This listing no longer exists.');
    await changeLanguage('ar');
    expect(errorMessage(t, error, fallbacks)).toBe('غير موجود');
  });

  it('translates the English text of a validation rule', async () => {
    const error = new ApiError({ status: 400, code: 'VALIDATION_FAILED', message: 'Password is required' });
    await changeLanguage('ar');
    expect(errorMessage(t, error, fallbacks)).toBe('كلمة المرور مطلوبة');
  });

  it('shows an unknown message as it is, even for a validation failure', async () => {
    await changeLanguage('ar');
    const unknown = new ApiError({ status: 400, code: 'VALIDATION_FAILED', message: 'Title must not contain links' });
    expect(errorMessage(t, unknown, fallbacks)).toBe('Title must not contain links');
    expect(errorMessage(t, new ApiError({ status: 500, message: 'Upstream timeout' }), fallbacks)).toBe('Upstream timeout');
  });

  it('falls back when the server replied without a message, and on a network failure', () => {
    expect(errorMessage(t, new ApiError({ status: 502, message: '' }), fallbacks)).toBe('Could not save.');
    expect(errorMessage(t, new TypeError('Failed to fetch'), fallbacks)).toBe('No connection.');
    expect(errorMessage(t, new TypeError('Failed to fetch'), { fallback: 'Could not save.' })).toBe('Could not save.');
  });
});
