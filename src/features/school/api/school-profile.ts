import { queryOptions } from '@tanstack/react-query';
import { authEndpoints, schoolProfileEndpoints, type ProfileInput, type SchoolProfileInput } from '@contract';
import { profileKeys } from '@/api/profile';
import { schoolProfileKeys } from '@/api/school';
import { http } from '@/lib/http';
import { uploadImage, type UploadedImage } from '@/lib/images';
import { useAction } from '@/lib/use-action';

/** Not saved: the profile holds the school's contacts. */
export const schoolProfileQueryOptions = () =>
  queryOptions({
    queryKey: schoolProfileKeys.all,
    queryFn: ({ signal }) => http.call(schoolProfileEndpoints.get, undefined, { signal }),
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
    mutationFn: (input: SchoolProfileInput) => http.call(schoolProfileEndpoints.update, { body: input }),
    invalidates: [schoolProfileKeys.all, profileKeys.all],
    success: (data) => data,
  });
}

/** PUT /auth/profile: the signed-in user's own name. */
export function useSaveMyProfile() {
  return useAction({
    mutationFn: (input: ProfileInput) => http.call(authEndpoints.updateProfile, { body: input }),
    invalidates: [profileKeys.all],
    success: (data) => data,
  });
}
