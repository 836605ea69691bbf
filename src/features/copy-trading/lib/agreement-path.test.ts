import { describe } from 'vitest';
import { itReturnsEach } from '../../../shared/testing/returns-each';
import { agreementPath } from './agreement-path';

describe('agreementPath', () => {
  itReturnsEach('sends a %s reader to %s', agreementPath, [
    ['zh', '/pages/follow/agreement_zh'],
    ['hk', '/pages/follow/agreement_zh'],
    ['en', '/pages/follow/agreement_en'],
    ['jp', '/pages/follow/agreement_en'],
    ['spa', '/pages/follow/agreement_en'],
  ]);
});
