import { describe } from 'vitest';
import { itReturnsEach } from '../../../shared/testing/returns-each';
import { maskDocument } from './mask-document';

describe('maskDocument', () => {
  itReturnsEach('%s -> %s', maskDocument, [
    ['TR4829173', 'TR*****73'],
    ['11010519491231002X', '11**************2X'],
    ['AB12', 'AB12'],
  ]);
});
