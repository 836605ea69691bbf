/**
 * Uploads: a JPEG or PNG of at most 10 MB (told by its bytes, not its name) is kept and served by the mock's
 * asset server under the path the answer gives, so that an avatar, a QR code or a voucher saved with that path
 * shows the picture uploaded.
 */
import type { Domain } from '../domain.ts';
import { refuse } from '../errors.ts';

const MAX_BYTES = 10 * 1024 * 1024;

/** The picture's format from its first bytes. */
function formatOf(bytes: Buffer): 'png' | 'jpg' | undefined {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  return undefined;
}

export const uploadsDomain: Domain = {
  name: 'uploads',
  handlers: {
    uploadFile: (context) => {
      const file = context.files.file;
      if (!file) refuse('parameterError', { field: 'file' });
      if (file.bytes.length > MAX_BYTES) refuse('fileTooLarge');
      const format = formatOf(file.bytes);
      if (!format) refuse('wrongFileFormat');
      return context.storeUpload(file.bytes, format);
    },
  },
};
