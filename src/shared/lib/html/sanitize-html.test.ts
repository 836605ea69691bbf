// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { itReturnsEach } from '../../testing/returns-each';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps the formatting of an article', () => {
    const html =
      '<h2>Fees</h2><p>Spot fees are <strong>0.1%</strong>.</p><ul><li>Maker</li></ul><img src="/upload/a.png" alt="chart">';
    expect(sanitizeHtml(html)).toBe(html);
  });

  itReturnsEach('removes what could run or trick: %s', sanitizeHtml, [
    ['<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['<img src="x" onerror="alert(1)">', '<img src="x">'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<p style="position:fixed">x</p>', '<p>x</p>'],
    ['<form action="/steal"><input name="password"></form>', ''],
    ['<style>body{display:none}</style><p>x</p>', '<p>x</p>'],
  ]);

  it('opens links in a new tab without access to the app', () => {
    expect(sanitizeHtml('<a href="https://example.com">site</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">site</a>',
    );
  });
});
