import { describe } from 'vitest';
import { itReturnsEach } from '../../../shared/testing/returns-each';
import { maskEmail, maskPhone } from './mask';

describe('maskEmail', () => {
  itReturnsEach('%s -> %s', maskEmail, [
    ['trader@example.com', 'tr****@example.com'],
    ['a@b.io', 'a****@b.io'],
    ['not-an-email', 'not-an-email'],
  ]);
});

describe('maskPhone', () => {
  itReturnsEach('%s -> %s', maskPhone, [
    ['09012345678', '090****5678'],
    ['13800138000', '138****8000'],
    ['123456', '12***56'],
  ]);
});
