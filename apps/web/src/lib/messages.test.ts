import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { changeLanguage, i18n } from './i18n';
import { errorMessage, fieldErrors, translateMessage } from './messages';

const t = i18n.t;
const fallbacks = { fallback: 'Could not save.', networkFallback: 'No connection.' };

afterEach(() => changeLanguage('en'));

describe('errorMessage', () => {
  it("shows the server's message by its key in the user's language", async () => {
    const error = new ApiError({ status: 403, code: 'FORBIDDEN', message: 'Access denied.', messageKey: 'errors.FORBIDDEN' });
    expect(errorMessage(t, error, fallbacks)).toBe('Access denied.');
    await changeLanguage('ar');
    expect(errorMessage(t, error, fallbacks)).toBe('تم رفض الوصول.');
  });

  it('fills the slots of a message with its params', async () => {
    const error = new ApiError({
      status: 409,
      code: 'OUT_OF_STOCK',
      message: 'Only 2 left in stock.',
      messageKey: 'errors.onlyLeft',
      messageParams: { quantity: 2 },
    });
    expect(errorMessage(t, error, fallbacks)).toBe('Only 2 left in stock.');
    await changeLanguage('ar');
    expect(errorMessage(t, error, fallbacks)).toBe('تبقى 2 فقط في المخزون.');
  });

  it('words a reply without a key by its code', async () => {
    await changeLanguage('ar');
    expect(errorMessage(t, new ApiError({ status: 404, code: 'NOT_FOUND', message: 'Gone' }), fallbacks)).toBe('غير موجود');
  });

  it('shows a message that has neither key nor known code as it is', async () => {
    await changeLanguage('ar');
    expect(errorMessage(t, new ApiError({ status: 500, message: 'Upstream timeout' }), fallbacks)).toBe('Upstream timeout');
  });

  it('falls back when the server replied without a message, and on a network failure', () => {
    expect(errorMessage(t, new ApiError({ status: 502, message: '' }), fallbacks)).toBe('Could not save.');
    expect(errorMessage(t, new TypeError('Failed to fetch'), fallbacks)).toBe('No connection.');
    expect(errorMessage(t, new TypeError('Failed to fetch'), { fallback: 'Could not save.' })).toBe('Could not save.');
  });
});

describe('translateMessage', () => {
  it("shows a rule's key in the user's language and any other text as it is", async () => {
    expect(translateMessage(t, 'validation.passwordRequired')).toBe('Password is required');
    await changeLanguage('ar');
    expect(translateMessage(t, 'validation.passwordRequired')).toBe('كلمة المرور مطلوبة');
    expect(translateMessage(t, 'Too small: expected string to have >=1 characters')).toBe(
      'Too small: expected string to have >=1 characters',
    );
  });
});

describe('fieldErrors', () => {
  it("translates each refused field's key", async () => {
    await changeLanguage('ar');
    const error = new ApiError({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'x',
      fields: { password: 'validation.passwordRequired' },
    });
    expect(fieldErrors(t, error)).toEqual({ password: 'كلمة المرور مطلوبة' });
  });
});
