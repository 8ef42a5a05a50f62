import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce } from '../../src/lib/debounce';

describe('debounce', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 500 ms by default (the draft debounce of decision 0003)', () => {
    const fn = vi.fn();
    const debounced = debounce(fn);
    debounced('a');
    vi.advanceTimersByTime(499);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('a');
  });

  it('waits the given time when one is passed', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 200);
    debounced();
    vi.advanceTimersByTime(199);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('runs only the last of several quick calls, with its arguments', () => {
    const fn = vi.fn();
    const debounced = debounce(fn);
    debounced('(8');
    vi.advanceTimersByTime(300);
    debounced('(88');
    vi.advanceTimersByTime(300);
    debounced('(888', 3);
    vi.advanceTimersByTime(499);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('(888', 3);
    vi.advanceTimersByTime(5000);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('runs again for a call made after the previous one ran', () => {
    const fn = vi.fn();
    const debounced = debounce(fn);
    debounced(1);
    vi.advanceTimersByTime(500);
    debounced(2);
    vi.advanceTimersByTime(500);
    expect(fn.mock.calls).toEqual([[1], [2]]);
  });

  it('flush runs the pending call at once, and only once', () => {
    const fn = vi.fn();
    const debounced = debounce(fn);
    debounced('pending');
    debounced.flush();
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('pending');
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('flush does nothing when no call is pending', () => {
    const fn = vi.fn();
    const debounced = debounce(fn);
    debounced.flush();
    expect(fn).not.toHaveBeenCalled();
  });

  it('cancel drops the pending call', () => {
    const fn = vi.fn();
    const debounced = debounce(fn);
    debounced('dropped');
    debounced.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
    debounced.flush();
    expect(fn).not.toHaveBeenCalled();
  });
});
