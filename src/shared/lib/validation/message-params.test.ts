import { describe, expect, it } from 'vitest';
import { parseMessage, withParams } from './message-params';

describe('validation messages with values', () => {
  it('carries the values beside the key and reads them back', () => {
    const message = withParams('validation:belowMinimum', { min: '100', unit: 'USDT' });
    expect(parseMessage(message)).toEqual({ key: 'validation:belowMinimum', params: { min: '100', unit: 'USDT' } });
  });

  it('reads a plain key as it is', () => {
    expect(parseMessage('validation:required')).toEqual({ key: 'validation:required' });
  });

  it('keeps a message whose values cannot be read as a plain key', () => {
    expect(parseMessage('validation:amount|{broken')).toEqual({ key: 'validation:amount|{broken' });
  });
});
