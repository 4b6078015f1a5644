import { describe, expect, it } from 'vitest';
import { isMessageKey, MESSAGES, messageOfIssue, messageText, V } from './messages.js';

describe('the message catalogue', () => {
  it('words a key in English and fills its slots', () => {
    expect(messageText(V.passwordRequired)).toBe('Password is required');
    expect(messageText('errors.NOT_FOUND')).toBe('Not found');
    expect(messageText({ key: 'errors.onlyLeftOf', params: { quantity: 2, title: 'DualSense' } })).toBe(
      'Only 2 of DualSense left in stock.',
    );
  });

  it('tells its keys from other texts', () => {
    expect(isMessageKey('validation.passwordRequired')).toBe(true);
    expect(isMessageKey('errors.CART_EMPTY')).toBe(true);
    expect(isMessageKey('errors.toString')).toBe(false);
    expect(isMessageKey('validation.nope')).toBe(false);
    expect(isMessageKey('Password is required')).toBe(false);
  });

  it("keeps a library's own wording under the validation key", () => {
    expect(messageOfIssue(V.emailInvalid)).toBe('validation.emailInvalid');
    const foreign = messageOfIssue('Too big: expected string to have <=64 characters');
    expect(foreign).toEqual({ key: 'errors.VALIDATION_FAILED', text: 'Too big: expected string to have <=64 characters' });
    expect(messageText(foreign)).toBe('Too big: expected string to have <=64 characters');
  });

  it('has one text for every key, and no key twice across the sections', () => {
    for (const section of ['validation', 'errors'] as const) {
      for (const [key, text] of Object.entries(MESSAGES[section])) expect(text, `${section}.${key}`).toMatch(/\S/);
    }
    const shared = Object.keys(MESSAGES.validation).filter((key) => key in MESSAGES.errors);
    expect(shared).toEqual([]);
  });
});
