import { describe, expect, it } from 'vitest';
import { webPageUrl } from './safe-url';

describe('webPageUrl', () => {
  it('accepts http and https pages', () => {
    expect(webPageUrl('https://chat.tradedesk.example/kf')).toBe('https://chat.tradedesk.example/kf');
    expect(webPageUrl(' http://example.com ')).toBe('http://example.com/');
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<b>x</b>',
    'file:///etc/passwd',
    '/relative',
    '',
    42,
  ])('refuses %s', (value) => expect(webPageUrl(value)).toBeNull());
});
