// @vitest-environment jsdom
import { beforeEach, expect, it } from 'vitest';
import { resetStaleStorage } from './storage-version';

beforeEach(() => localStorage.clear());

it('clears the app data once when the stored h5Version is below 1, and keeps other keys', () => {
  localStorage.setItem('tradedesk:session', '{"state":{"token":"x"}}');
  localStorage.setItem('other-app', 'kept');
  expect(resetStaleStorage()).toBe(true);
  expect(localStorage.getItem('tradedesk:session')).toBeNull();
  expect(localStorage.getItem('other-app')).toBe('kept');
  expect(localStorage.getItem('h5Version')).toBe('1');
  localStorage.setItem('tradedesk:session', '{"state":{"token":"y"}}');
  expect(resetStaleStorage()).toBe(false);
  expect(localStorage.getItem('tradedesk:session')).not.toBeNull();
});
