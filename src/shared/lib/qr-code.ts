import QRCode from 'qrcode';

/** A QR code of `text` as a PNG data URL, dark on white with a quiet zone, sharp at `size` pixels. */
export const qrDataUrl = (text: string, size = 240) =>
  QRCode.toDataURL(text, {
    width: size,
    margin: 2,
    errorCorrectionLevel: 'M',
    color: { dark: '#000000', light: '#ffffff' },
  });
