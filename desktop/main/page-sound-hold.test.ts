import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { PAGE_ANSWER_DEADLINE_MS, pageSoundHold } from './page-sound-hold.js';
import { systemTimers } from './timers.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const holdOf = (ask: () => Promise<unknown>) => pageSoundHold({ ask, timers: systemTimers })();

it("reads the page's answer: how long its sound holds a reload", async () => {
  expect(await holdOf(async () => 240_000)).toBe(240_000);
  expect(await holdOf(async () => 0)).toBe(0);
});

it('takes anything but a positive number as no hold: a page without a player, an error, nonsense', async () => {
  expect(await holdOf(async () => undefined)).toBe(0);
  expect(await holdOf(async () => 'soon')).toBe(0);
  expect(await holdOf(async () => -5)).toBe(0);
  expect(await holdOf(async () => Number.POSITIVE_INFINITY)).toBe(0);
  expect(await holdOf(() => Promise.reject(new Error('page gone')))).toBe(0);
});

it('does not wait on a hung page: no answer within the deadline is no hold', async () => {
  const answer = holdOf(() => new Promise(() => {}));
  await vi.advanceTimersByTimeAsync(PAGE_ANSWER_DEADLINE_MS);
  expect(await answer).toBe(0);
});
