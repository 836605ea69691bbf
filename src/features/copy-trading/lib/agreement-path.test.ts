import { describe, expect, it } from 'vitest';
import { agreementPath } from './agreement-path';

describe('agreementPath', () => {
  it.each([
    ['zh', '/pages/follow/agreement_zh'],
    ['hk', '/pages/follow/agreement_zh'],
    ['en', '/pages/follow/agreement_en'],
    ['jp', '/pages/follow/agreement_en'],
    ['spa', '/pages/follow/agreement_en'],
  ])('sends a %s reader to %s', (language, path) => {
    expect(agreementPath(language)).toBe(path);
  });
});
