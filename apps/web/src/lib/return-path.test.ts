import { describe, expect, it } from 'vitest';
import { safeReturnPath, signInHref } from './return-path';

const origin = 'https://gamesouq.sa';

describe('safeReturnPath', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(safeReturnPath('/product/abc', origin)).toBe('/product/abc');
    expect(safeReturnPath('/home?category=racing&page=2#ads', origin)).toBe('/home?category=racing&page=2#ads');
    expect(safeReturnPath('/sellers/u%201', origin)).toBe('/sellers/u%201');
  });

  it('refuses anything that could leave the site', () => {
    for (const raw of [
      'https://evil.example/product/1',
      '//evil.example/x',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'product/1',
      ' /product/1',
      '',
      null,
      undefined,
    ]) {
      expect(safeReturnPath(raw, origin)).toBeNull();
    }
  });

  it('refuses the sign-in screens, which would loop', () => {
    for (const raw of ['/auth', '/auth?return=/home', '/auth/otp', '/login-success', '/verify-code'])
      expect(safeReturnPath(raw, origin)).toBeNull();
    expect(safeReturnPath('/authors', origin)).toBe('/authors');
  });

  it('normalises dot segments without leaving the origin', () => {
    expect(safeReturnPath('/a/../product/1', origin)).toBe('/product/1');
    expect(safeReturnPath('/../../auth', origin)).toBeNull();
  });
});

describe('signInHref', () => {
  it('carries the return path encoded, and it reads back the same', () => {
    const href = signInHref('/home?category=a&b=1');
    expect(href).toBe('/auth?return=%2Fhome%3Fcategory%3Da%26b%3D1');
    const back = new URL(href, origin).searchParams.get('return');
    expect(safeReturnPath(back, origin)).toBe('/home?category=a&b=1');
  });
});
