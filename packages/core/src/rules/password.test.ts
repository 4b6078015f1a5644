import { describe, expect, it } from 'vitest';
import { messageText } from '../messages.js';
import { passwordChangeError, passwordScore, passwordStrengthLabel } from './password.js';

const textOf = (key: Parameters<typeof messageText>[0] | null) => key && messageText(key);

describe('password strength', () => {
  it.each([
    ['', 0, 'Weak'],
    ['abc', 1, 'Weak'],
    ['abcdefgh', 2, 'Weak'],
    ['abcdefG1', 4, 'Good'],
    ['Abcdefgh', 3, 'Fair'],
    ['Abcdef1!', 5, 'Strong'],
    ['ABC1!', 3, 'Fair'],
  ])('scores %j as %i (%s)', (password, score, label) => {
    expect(passwordScore(password)).toBe(score);
    expect(passwordStrengthLabel(passwordScore(password))).toBe(label);
  });
});

describe('password change', () => {
  it('reports the first broken rule with the spec’s message', () => {
    expect(textOf(passwordChangeError({ currentPassword: '', newPassword: 'Abcdef1!' }))).toBe('All fields are required');
    expect(textOf(passwordChangeError({ currentPassword: 'x', newPassword: 'Abcdef1!', confirmPassword: 'Abcdef1?' }))).toBe(
      'New passwords do not match',
    );
    expect(textOf(passwordChangeError({ currentPassword: 'x', newPassword: 'Ab1!' }))).toBe(
      'New password must be at least 8 characters long',
    );
    expect(textOf(passwordChangeError({ currentPassword: 'x', newPassword: 'abcdefgh' }))).toBe(
      'Password is too weak. Please choose a stronger password',
    );
    expect(passwordChangeError({ currentPassword: 'x', newPassword: 'Abcdefgh', confirmPassword: 'Abcdefgh' })).toBeNull();
  });
});
