import { describe, expect, it } from 'vitest';
import { passwordScore, passwordStrengthLabel } from './password.js';

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
