import type { ResellNftArtworkBody } from '../../../gen/model';
import { toApiDateTime } from '../lib/date-input';
import type { ResellValues } from './resell.schema';

/** The resale call's fields: an auction carries its raise and window, a fixed-price resale its price alone. */
export function toResellBody(code: string, values: ResellValues): ResellNftArtworkBody {
  if (values.type !== 'auction') return { code, type: 'normal', price: values.price.trim() };
  return {
    code,
    type: 'auction',
    price: values.price.trim(),
    add_price: values.add_price?.trim(),
    start_time: toApiDateTime(values.start_time),
    end_time: toApiDateTime(values.end_time),
  };
}
