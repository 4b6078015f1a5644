import { describe, expect, it } from 'vitest';
import { messageOfIssue, messageText } from '../messages.js';
import { ZSignupForm } from './auth.js';

const messages = (input: unknown) => {
  const result = ZSignupForm.safeParse(input);
  const fields: Record<string, string> = {};
  // A form shows the first message of each field.
  for (const issue of result.success ? [] : result.error.issues)
    fields[issue.path.join('.')] ??= messageText(messageOfIssue(issue.message));
  return fields;
};

describe('signup form', () => {
  it('gives the spec message for every field', () => {
    expect(messages({ fullName: '', phoneNumber: '', city: '', email: 'x', password: '', confirmPassword: '' })).toEqual({
      fullName: 'Full name is required',
      phoneNumber: 'Phone number is required',
      email: 'Please enter a valid email address',
      password: 'Password is required',
      confirmPassword: 'Please confirm your password',
    });
    expect(
      messages({ fullName: 'A', phoneNumber: '+966501234567', city: '', email: '', password: '12345', confirmPassword: '12345' }),
    ).toEqual({
      password: 'Password must be at least 6 characters',
    });
    expect(
      messages({ fullName: 'A', phoneNumber: '+966501234567', city: '', email: '', password: '123456', confirmPassword: '1234567' }),
    ).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });
});
