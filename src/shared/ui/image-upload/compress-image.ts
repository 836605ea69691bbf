/** Photos are sent as JPEG at quality 0.1 (specification section 5), at most this many pixels on a side. */
const JPEG_QUALITY = 0.1;
const MAX_SIDE = 2000;

type Encoder = (canvas: HTMLCanvasElement, type: string, quality: number) => Promise<Blob | null>;

const encodeWithCanvas: Encoder = (canvas, type, quality) =>
  new Promise((resolve) => canvas.toBlob(resolve, type, quality));

/** Largest size within `maxSide` on both sides, keeping the proportions. */
function fitWithin(width: number, height: number, maxSide = MAX_SIDE) {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Name of the compressed file: the original name with a .jpg extension. */
const jpegName = (name: string) => `${name.replace(/\.[^./]*$/, '') || 'image'}.jpg`;

/**
 * Draws the picture on a canvas and encodes it as JPEG at quality 0.1. Throws when the browser cannot
 * decode the file as an image.
 */
export async function compressImage(
  file: Blob & { name?: string },
  options: { quality?: number; maxSide?: number; decode?: typeof createImageBitmap; encode?: Encoder } = {},
): Promise<File> {
  const { quality = JPEG_QUALITY, maxSide = MAX_SIDE, decode = createImageBitmap, encode = encodeWithCanvas } = options;
  const bitmap = await decode(file);
  const size = fitWithin(bitmap.width, bitmap.height, maxSide);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (context) {
    // JPEG has no transparency: paint white first so transparent PNG areas do not turn black
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(bitmap, 0, 0, size.width, size.height);
  }
  bitmap.close?.();
  const blob = await encode(canvas, 'image/jpeg', quality);
  if (!blob) throw new Error('The image could not be encoded');
  return new File([blob], jpegName(file.name ?? 'image'), { type: 'image/jpeg' });
}
