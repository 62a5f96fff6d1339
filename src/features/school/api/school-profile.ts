import { queryOptions } from '@tanstack/react-query';
import ky from 'ky';
import type { ProfileInput, SchoolProfile, SchoolProfileInput } from '@contract';
import { http, mapError, readCookie } from '@/lib/http';
import { getToken } from '@/lib/session';
import { useAction } from '@/lib/use-action';

/** Not in the persisted allowlist: the profile holds the school's contacts. */
export const SCHOOL_PROFILE_KEY = ['school-profile'] as const;

export const schoolProfileQueryOptions = () =>
  queryOptions({
    queryKey: [...SCHOOL_PROFILE_KEY],
    queryFn: ({ signal }) => http.get<SchoolProfile>('settings/school', undefined, { signal }),
  });

/** The server's rule for images (it checks the bytes too): PNG, JPEG or WebP up to 2 MB. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** A file the server would refuse, as the message to show; null when it may be sent. */
export function imageProblem(file: File): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return `“${file.name}” is not a PNG, JPEG or WebP image.`;
  if (file.size > IMAGE_MAX_BYTES) return `“${file.name}” is ${(file.size / 1024 / 1024).toFixed(1)} MB; the logo may be at most 2 MB.`;
  if (file.size === 0) return `“${file.name}” is empty.`;
  return null;
}

export interface UploadedImage {
  filename: string;
  url: string;
}

/**
 * POST /images as multipart (field `file`). The shared client only sends JSON, so this is
 * ky with the same bearer and XSRF headers; errors map through the shared mapper (a 401
 * still signs out). Callers run it through useAction, so the action guard applies.
 */
export async function uploadImage(file: File): Promise<UploadedImage> {
  if (!readCookie('XSRF-TOKEN')) await http.get('health').catch(() => undefined); // the server hands out the cookie
  const body = new FormData();
  body.append('file', file);
  try {
    return await ky
      .post('/api/images', {
        body,
        retry: 0,
        timeout: 60_000,
        headers: { Authorization: `Bearer ${getToken()}`, 'X-XSRF-TOKEN': readCookie('XSRF-TOKEN') },
      })
      .json<UploadedImage>();
  } catch (error) {
    throw await mapError(error);
  }
}

export function useUploadLogo(onDone: (image: UploadedImage) => void) {
  return useAction({
    mutationFn: uploadImage,
    onSuccess: onDone,
  });
}

/** The shell shows the school's name and logo and money uses its currency: all from the profile. */
export function useSaveSchoolProfile() {
  return useAction({
    mutationFn: (input: SchoolProfileInput) => http.put<{ message: string }>('settings/school', input),
    invalidates: [[...SCHOOL_PROFILE_KEY], ['profile']],
    success: (data) => data,
  });
}

/** PUT /auth/profile: the signed-in user's own name. */
export function useSaveMyProfile() {
  return useAction({
    mutationFn: (input: ProfileInput) => http.put<{ message: string }>('auth/profile', input),
    invalidates: [['profile']],
    success: (data) => data,
  });
}
