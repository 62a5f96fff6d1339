import { queryOptions } from '@tanstack/react-query';
import type { ProfileInput, SchoolProfile, SchoolProfileInput } from '@contract';
import { http } from '@/lib/http';
import { uploadImage, type UploadedImage } from '@/lib/images';
import { useAction } from '@/lib/use-action';

/** Not in the persisted allowlist: the profile holds the school's contacts. */
export const SCHOOL_PROFILE_KEY = ['school-profile'] as const;

export const schoolProfileQueryOptions = () =>
  queryOptions({
    queryKey: [...SCHOOL_PROFILE_KEY],
    queryFn: ({ signal }) => http.get<SchoolProfile>('settings/school', undefined, { signal }),
  });

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
