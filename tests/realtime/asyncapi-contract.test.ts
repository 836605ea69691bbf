/**
 * The realtime contract itself: the bundle of asyncapi/ is a valid AsyncAPI 3 document, its examples match their
 * schemas, shared fields really are the HTTP contract's, and the original backend's payloads (types fixed) still
 * validate while its unchecked login does not.
 */
import { Ajv } from 'ajv';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { serverEventSchemas, clientEventSchemas } from '../../src/gen/socket/events';
import { listSocketEvents, type AsyncApiDocument } from '@tradedesk/contract';
import { bundleAsyncApi, checkExamples, validateAsyncApi } from '@tradedesk/contract/codegen/realtime';
import { PRIVATE_PUSHES } from './private-pushes.ts';

let document: AsyncApiDocument;
let ajv: Ajv;
const payload = (message: string) => {
  const validate = ajv.getSchema(`doc#/components/messages/${message}/payload`);
  if (!validate) throw new Error(`no message ${message}`);
  return validate;
};

beforeAll(() => {
  document = bundleAsyncApi() as AsyncApiDocument;
  ajv = new Ajv({ strict: false, allErrors: true });
  ajv.addSchema(document as object, 'doc');
});

describe('the bundled document', () => {
  it('is valid AsyncAPI (no parser errors)', async () => {
    await expect(validateAsyncApi(document)).resolves.toBeUndefined();
  });

  it('fails validation when broken', async () => {
    const broken = structuredClone(document) as unknown as { operations: Record<string, { action: string }> };
    broken.operations.sendDaymarket.action = 'publish';
    await expect(validateAsyncApi(broken)).rejects.toThrow(/validation errors/);
  });

  it('has an example for every message, each valid, and rejects a wrong one', () => {
    expect(checkExamples(document)).toBeGreaterThanOrEqual(Object.keys(document.components.messages).length);
    const broken = structuredClone(document);
    (broken.components.messages.daymarket.examples![0].payload as Record<string, unknown>).now_price = 66342.18;
    expect(() => checkExamples(broken)).toThrow(/daymarket example btc/);
  });

  it('describes the events a trading app needs, in both directions', () => {
    const events = listSocketEvents(document);
    const names = (direction: string) =>
      events.filter((event) => event.direction === direction).map((event) => event.name);
    // the private pushes, and the market's public events
    expect(names('server').sort()).toEqual(
      [...PRIVATE_PUSHES, 'daymarket', 'daymarket_batch', 'kline', 'market_depth', 'match_trade'].sort(),
    );
    expect(names('client').sort()).toEqual(
      ['chat_send', 'login', 'logout', 'micro_order_placed', 'subscribe', 'unsubscribe', 'watch_tickers'].sort(),
    );
    for (const event of events.filter((candidate) => candidate.direction === 'client')) expect(event.ack).toBeDefined();
    // the generated maps cover exactly the same events
    expect(Object.keys(serverEventSchemas).sort()).toEqual(names('server').sort());
    expect(Object.keys(clientEventSchemas).sort()).toEqual(names('client').sort());
  });

  it('offers the live periods of the HTTP k-line call; its aliases and yearly bars have no live feed', () => {
    const httpPeriods = (
      parse(readFileSync('openapi/components/schemas/market/KlinePeriod.yaml', 'utf8')) as { enum: string[] }
    ).enum;
    const withoutFeed = ['1year', '1H', '1D', '1W', '1M', '1Y'];
    expect(httpPeriods).toEqual(expect.arrayContaining(withoutFeed));
    const topic = payload('subscribe');
    for (const period of httpPeriods)
      expect(topic({ channel: 'kline', symbol: 'BTC/USDT', period }), period).toBe(!withoutFeed.includes(period));
    expect(topic({ channel: 'kline', symbol: 'BTC/USDT', period: '2min' })).toBe(false);
    expect(topic({ channel: 'kline', symbol: 'BTC/USDT' })).toBe(false);
  });
});

describe('shared definitions', () => {
  it('takes ticker, k-line, position and option fields from the HTTP contract, one definition each', () => {
    const schemas = document.components.schemas as Record<string, { properties: Record<string, { $ref?: string }> }>;
    const fromOpenApi = (file: string) => parse(readFileSync(`openapi/components/schemas/${file}`, 'utf8'));
    expect(schemas.TickerFields).toEqual(fromOpenApi('market/TickerFields.yaml'));
    const { period, ...bar } = schemas.KlineBar.properties;
    const source = fromOpenApi('market/KlineBar.yaml') as { properties: Record<string, unknown> };
    const { period: sourcePeriod, ...sourceBar } = source.properties;
    expect(bar).toEqual(sourceBar);
    expect(sourcePeriod).toEqual({ $ref: './KlinePeriod.yaml' });
    expect(period.$ref).toBe('#/components/schemas/KlinePeriod');
    expect(schemas.DaymarketPayload.properties.now_price.$ref).toBe(
      '#/components/schemas/TickerFields/properties/now_price',
    );
    expect(schemas.KlinePayload.properties.close.$ref).toBe('#/components/schemas/KlineBar/properties/close');
    expect(schemas.ClosedMicroOrderPayload.properties.data.$ref).toBe('#/components/schemas/MicroOrder');
    expect((schemas.LeverTradePayload.properties.trades_all as unknown as { items: { $ref: string } }).items.$ref).toBe(
      '#/components/schemas/LeverPosition',
    );
  });

  it('keeps payloads strict', () => {
    const example = document.components.messages.daymarket.examples![0].payload as Record<string, unknown>;
    expect(payload('daymarket')(example)).toBe(true);
    expect(payload('daymarket')({ ...example, extra: 1 })).toBe(false);
    expect(serverEventSchemas.daymarket.safeParse({ ...example, extra: 1 }).success).toBe(false);
  });
});

describe('the original backend', () => {
  const original = {
    daymarket: {
      type: 'daymarket',
      period: '1day',
      match_id: 1,
      currency_id: 1,
      currency_name: 'BTC',
      legal_id: 3,
      legal_name: 'USDT',
      symbol: 'BTC/USDT',
      open: '64818.90',
      close: '66342.18',
      high: '66420.75',
      low: '64512.02',
      volume: '38215.46',
      time: 1793692812345,
      change: '+2.35',
      now_price: '66342.18',
      api_form: 'huobi_websocket',
    },
    kline: {
      type: 'kline',
      period: '1min',
      match_id: 1,
      currency_id: 1,
      currency_name: 'BTC',
      legal_id: 3,
      legal_name: 'USDT',
      symbol: 'BTC/USDT',
      open: 66301.5,
      close: 66342.18,
      high: 66350,
      low: 66298.12,
      volume: 3.18,
      time: 1793692800000,
    },
    market_depth: {
      type: 'market_depth',
      symbol: 'BTC/USDT',
      'base-currency': 'BTC',
      'quote-currency': 'USDT',
      currency_id: 1,
      currency_name: 'BTC',
      legal_id: 3,
      legal_name: 'USDT',
      bids: [[66342.1, 0.8]],
      asks: [
        [66342.9, 2.1],
        [66342.3, 0.4],
      ],
    },
    lever_closed: { type: 'lever_closed', id: [40112, 40113] },
    mail_message: { type: 'mail_message', period: true },
  };

  it.each(Object.entries(original))(
    'a %s payload of the original (types fixed) validates, with Ajv and with zod',
    (name, value) => {
      expect(payload(name)(value)).toBe(true);
      expect(serverEventSchemas[name as keyof typeof serverEventSchemas].safeParse(value).success).toBe(true);
    },
  );

  it('does not accept the original login (a bare user id) or its JSON-text arrays', () => {
    expect(payload('login')(1024)).toBe(false);
    expect(clientEventSchemas.login.payload.safeParse(1024).success).toBe(false);
    expect(payload('market_depth')({ ...original.market_depth, bids: '[[66342.1,0.8]]' })).toBe(false);
  });
});
