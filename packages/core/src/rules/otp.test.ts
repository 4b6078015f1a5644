import { describe, expect, it } from 'vitest';
import { isCompleteCode, pasteIntoBoxes, sanitizeCode } from './otp.js';

describe('code input', () => {
  it('keeps only digits, at most six', () => {
    expect(sanitizeCode('12-34 5a6789')).toBe('123456');
    expect(sanitizeCode('abc')).toBe('');
    expect(sanitizeCode('98765', 4)).toBe('9876');
  });

  it('is complete only with exactly the right number of digits', () => {
    expect(isCompleteCode('123456')).toBe(true);
    expect(isCompleteCode('12345')).toBe(false);
    expect(isCompleteCode('12345a')).toBe(false);
    expect(isCompleteCode('1234', 4)).toBe(true);
  });

  it('pastes digits into the boxes from the focused one and focuses the next empty box', () => {
    const empty = ['', '', '', '', '', ''];
    expect(pasteIntoBoxes(empty, 0, 'Code: 123-456')).toEqual({ boxes: ['1', '2', '3', '4', '5', '6'], focus: 5 });
    expect(pasteIntoBoxes(empty, 2, '789')).toEqual({ boxes: ['', '', '7', '8', '9', ''], focus: 5 });
    expect(pasteIntoBoxes(['1', '', '', ''], 1, '2')).toEqual({ boxes: ['1', '2', '', ''], focus: 2 });
  });
});
