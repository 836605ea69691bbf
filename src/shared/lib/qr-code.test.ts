import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrDataUrl } from './qr-code';

const LINK = 'https://tradedesk.example/#/pages/common/register?code=AB12CD';

describe('qrDataUrl', () => {
  it('draws a PNG image', async () => {
    const url = await qrDataUrl(LINK);
    expect(url).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
  });

  it('encodes the link itself: another link gives another picture', async () => {
    expect(await qrDataUrl(LINK)).not.toBe(await qrDataUrl(LINK.replace('AB12CD', 'K7Q2ZP')));
  });

  it('carries the whole link (a version large enough for its bytes)', () => {
    const code = QRCode.create(LINK, { errorCorrectionLevel: 'M' });
    const segments = code.segments as unknown as { data: string | Uint8Array }[];
    const text = segments
      .map(({ data }) => (typeof data === 'string' ? data : new TextDecoder().decode(data)))
      .join('');
    expect(text).toBe(LINK);
  });
});
