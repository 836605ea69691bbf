import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createThrottle } from './throttle';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createThrottle', () => {
  it('runs the first request at once, then one run for a burst once the interval has passed', () => {
    const run = vi.fn();
    const throttle = createThrottle(250, run);
    throttle.request();
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(100);
    throttle.request();
    throttle.request();
    vi.advanceTimersByTime(149);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('hands a run that waited to `later`, and a reset drops it even there', () => {
    const run = vi.fn();
    const scheduled: Array<() => void> = [];
    const throttle = createThrottle(250, run, (go) => scheduled.push(go));
    throttle.request();
    throttle.request();
    vi.advanceTimersByTime(250);
    expect(run).toHaveBeenCalledTimes(1);
    scheduled.splice(0).forEach((go) => go());
    expect(run).toHaveBeenCalledTimes(2);

    throttle.request();
    vi.advanceTimersByTime(250);
    throttle.reset();
    scheduled.splice(0).forEach((go) => go());
    expect(run).toHaveBeenCalledTimes(2);
    throttle.request(); // forgotten: at once
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('runs now in place of a waiting run, which then never comes, and counts from then', () => {
    const run = vi.fn();
    const throttle = createThrottle(250, run);
    throttle.request();
    throttle.request();
    vi.advanceTimersByTime(100);
    throttle.runNow();
    expect(run).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(200);
    expect(run).toHaveBeenCalledTimes(2);
    throttle.request();
    expect(run).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(50);
    expect(run).toHaveBeenCalledTimes(3);
  });
});
