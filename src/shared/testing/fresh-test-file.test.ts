// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { startFresh } from './fresh-test-file';

describe('each app test file starts fresh', () => {
  it('imports the modules again, so module state left by a file before is gone', async () => {
    const first = await import('../lib/http/http-client');
    startFresh();
    const second = await import('../lib/http/http-client');
    expect(second).not.toBe(first);
  });

  it("empties the storage and the document a file before left, the page's own attributes included", () => {
    localStorage.setItem('tradedesk:session', '{"state":{"token":"left"}}');
    sessionStorage.setItem('e2e:seeded', '1');
    document.body.innerHTML = '<main>left over</main>';
    // what the i18n set-up writes on the page: the language and its direction
    document.documentElement.lang = 'ja';
    document.documentElement.dir = 'ltr';
    startFresh();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(document.body.innerHTML).toBe('');
    expect(document.documentElement.getAttributeNames()).toEqual([]);
  });
});
