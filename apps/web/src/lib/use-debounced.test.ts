import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebounced, useDebouncedField } from './use-debounced';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useDebounced', () => {
  it('returns the new value only once it has stopped changing for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebounced(value, 300), { initialProps: { value: 'p' } });
    expect(result.current).toBe('p');
    rerender({ value: 'ps' });
    act(() => vi.advanceTimersByTime(200));
    rerender({ value: 'ps5' });
    act(() => vi.advanceTimersByTime(200));
    // 400 ms since the first change, but only 200 since the last one.
    expect(result.current).toBe('p');
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe('ps5');
  });

  it('waits 300 ms by default', () => {
    const { result, rerender } = renderHook(({ value }) => useDebounced(value), { initialProps: { value: 1 } });
    rerender({ value: 2 });
    act(() => vi.advanceTimersByTime(299));
    expect(result.current).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(2);
  });
});

describe('useDebouncedField', () => {
  it('shows what is typed at once and commits it once after the delay of quiet', () => {
    const onCommit = vi.fn();
    const { result } = renderHook(() => useDebouncedField({ value: '', onCommit, delay: 400 }));
    act(() => result.current.setDraft('z'));
    act(() => vi.advanceTimersByTime(100));
    act(() => result.current.setDraft('zelda'));
    expect(result.current.draft).toBe('zelda');
    act(() => vi.advanceTimersByTime(399));
    expect(onCommit).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onCommit.mock.calls).toEqual([['zelda']]);
  });

  it('commits at once on flush, and not a second time when the delay ends', () => {
    const onCommit = vi.fn();
    const { result } = renderHook(() => useDebouncedField({ value: '', onCommit }));
    act(() => result.current.setDraft('mario'));
    act(() => result.current.flush());
    expect(onCommit.mock.calls).toEqual([['mario']]);
    act(() => vi.advanceTimersByTime(1000));
    expect(onCommit).toHaveBeenCalledTimes(1);
  });

  it('shows a value changed from outside without committing it back', () => {
    const onCommit = vi.fn();
    const { result, rerender } = renderHook(({ value }) => useDebouncedField({ value, onCommit }), { initialProps: { value: 'fifa' } });
    expect(result.current.draft).toBe('fifa');
    rerender({ value: '' });
    expect(result.current.draft).toBe('');
    act(() => vi.advanceTimersByTime(1000));
    expect(onCommit).not.toHaveBeenCalled();
  });
});
