import { API } from '@contract';
import { http } from './http';

/** The server's rule for images (it checks the bytes too): PNG, JPEG or WebP up to 2 MB. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

export interface UploadedImage {
  filename: string;
  url: string;
}

/** A file the server would refuse, as the message to show; null when it may be sent. */
export function imageProblem(file: File, what = 'an image'): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return `“${file.name}” is not a PNG, JPEG or WebP image.`;
  if (file.size > IMAGE_MAX_BYTES) return `“${file.name}” is ${(file.size / 1024 / 1024).toFixed(1)} MB; ${what} may be at most 2 MB.`;
  if (file.size === 0) return `“${file.name}” is empty.`;
  return null;
}

/** POST /images (field `file`). Callers run it through useAction, so the action guard applies. */
export function uploadImage(file: File): Promise<UploadedImage> {
  const form = new FormData();
  form.append('file', file);
  return http.upload<UploadedImage>(API.images, form);
}

/** Where a stored image is served. */
export const imageUrl = (filename: string) => `/images/${encodeURIComponent(filename)}`;
