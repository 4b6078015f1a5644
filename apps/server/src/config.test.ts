import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('settings read at start', () => {
  it('lets the heap grow half again past what the last full collection kept, unless told otherwise, and refuses other values', () => {
    expect(loadConfig({}).HEAP_GROWING_PERCENT).toBe(50);
    expect(loadConfig({ HEAP_GROWING_PERCENT: '0' }).HEAP_GROWING_PERCENT).toBe(0);
    for (const value of ['half', '-5', '12.5', '400']) {
      expect(() => loadConfig({ HEAP_GROWING_PERCENT: value })).toThrow(ConfigError);
      expect(() => loadConfig({ HEAP_GROWING_PERCENT: value })).toThrow(/HEAP_GROWING_PERCENT: /);
    }
  });
});
