// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { compressImage } from './compress-image';

/** What compressImage makes of a picture of this size and name: the canvas size and the file's name. */
async function compressed(width: number, height: number, name = 'photo.png') {
  const encode = vi.fn(async () => new Blob(['jpeg'], { type: 'image/jpeg' }));
  const decode = vi.fn(async () => ({ width, height, close: vi.fn() }) as unknown as ImageBitmap);
  const file = await compressImage(new File(['png'], name, { type: 'image/png' }), { decode, encode });
  const canvas = (encode.mock.calls[0] as unknown as [HTMLCanvasElement])[0];
  return { width: canvas.width, height: canvas.height, name: file.name };
}

describe('compressImage', () => {
  it('encodes a JPEG at quality 0.1 named .jpg', async () => {
    const encode = vi.fn(async () => new Blob(['jpeg'], { type: 'image/jpeg' }));
    const decode = vi.fn(async () => ({ width: 4000, height: 3000, close: vi.fn() }) as unknown as ImageBitmap);
    const file = new File(['png'], 'receipt.png', { type: 'image/png' });
    const result = await compressImage(file, { decode, encode });
    expect(encode).toHaveBeenCalledWith(expect.any(HTMLCanvasElement), 'image/jpeg', 0.1);
    const canvas = (encode.mock.calls[0] as unknown as [HTMLCanvasElement])[0];
    expect([canvas.width, canvas.height]).toEqual([2000, 1500]);
    expect(result.name).toBe('receipt.jpg');
    expect(result.type).toBe('image/jpeg');
  });

  it('fails when the file is not a picture', async () => {
    const decode = vi.fn(async () => {
      throw new DOMException('bad', 'InvalidStateError');
    });
    await expect(compressImage(new File(['x'], 'a.txt'), { decode })).rejects.toThrow();
  });

  it.each([
    [4000, 3000, 2000, 1500],
    [1000, 500, 1000, 500],
    [1000, 5000, 400, 2000],
  ])('fits %ix%i into %ix%i', async (width, height, fitWidth, fitHeight) => {
    expect(await compressed(width, height)).toMatchObject({ width: fitWidth, height: fitHeight });
  });

  it.each([
    ['photo.heic', 'photo.jpg'],
    ['my.photo.PNG', 'my.photo.jpg'],
    ['noext', 'noext.jpg'],
  ])('names %s as %s', async (name, expected) => {
    expect((await compressed(100, 100, name)).name).toBe(expected);
  });
});
