/** Uploaded images on disk: the images module stores and serves them; a logo or photo refers to one by name. */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { HttpError } from '../../../lib/errors';

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const IMAGE_NAME = /^[a-f0-9]{32}\.(png|jpg|webp)$/;
const TYPES = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' } as const;
type Kind = keyof typeof TYPES;

/** The image kind from the file's first bytes; the name and the declared type are not trusted. */
export function sniffImage(bytes: Uint8Array): Kind | null {
  const at = (i: number, ...values: number[]) => values.every((v, k) => bytes[i + k] === v);
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (at(0, 0xff, 0xd8, 0xff)) return 'jpg';
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'webp';
  return null;
}

export const imagesDir = (dataDir: string) => path.resolve(dataDir, 'images');

export async function storeImage(dataDir: string, file: unknown) {
  if (!(file instanceof File)) {
    throw new HttpError(400, 'Choose an image file to upload.', [{ path: 'file', message: 'Choose an image file to upload.' }]);
  }
  if (file.size > MAX_IMAGE_BYTES) {
    throw new HttpError(413, 'The image is larger than 2 MB.', [{ path: 'file', message: 'The image is larger than 2 MB.' }]);
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = sniffImage(bytes);
  if (!kind) {
    const message = 'Upload a PNG, JPEG or WebP image.';
    throw new HttpError(415, message, [{ path: 'file', message }]);
  }
  const filename = `${randomBytes(16).toString('hex')}.${kind}`;
  const dir = imagesDir(dataDir);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, filename), bytes, { flag: 'wx' });
  return { filename, url: `/images/${filename}` };
}

/** Bytes and type of a stored image, or null; names outside the strict pattern never touch the disk. */
export async function readImage(dataDir: string, filename: string) {
  if (!IMAGE_NAME.test(filename)) return null;
  try {
    const bytes = await readFile(path.join(imagesDir(dataDir), filename));
    return { bytes, type: TYPES[filename.split('.')[1] as Kind] };
  } catch {
    return null;
  }
}
