import { queryOptions } from '@tanstack/react-query';
import type { Page, PromotionInput, PromotionPreview, Section } from '@contract';
import { http } from '@/lib/http';
import { useAction } from '@/lib/use-action';

/** Not persisted: a promotion is prepared and confirmed online. */
export const PROMOTION_KEY = ['promotion'] as const;

/** A class's sections in the active year. */
export const currentSectionsQueryOptions = (classId: string) =>
  queryOptions<Section[]>({
    queryKey: ['sections', 'options', classId],
    queryFn: ({ signal }) =>
      http.list<Page<Section>>('sections', { page: 1, limit: 500, class_id: classId, sort: 'name', order: 'asc' }, { signal }).then((p) => p.data),
    enabled: Boolean(classId),
  });

/** The server's proposal for one section (a read, though it is a POST). */
export const promotionPreviewQueryOptions = (sectionId: number, targetYearId: number) =>
  queryOptions({
    queryKey: [...PROMOTION_KEY, 'preview', sectionId, targetYearId],
    queryFn: ({ signal }) => http.post<PromotionPreview>('students/promotion/preview', { section_id: sectionId, target_year_id: targetYearId }, { signal }),
    enabled: sectionId > 0 && targetYearId > 0,
    staleTime: 0,
    retry: false,
  });

export function usePromote(onDone: () => void) {
  return useAction({
    mutationFn: (input: PromotionInput) => http.post<{ message?: string }>('students/promotion', input),
    // Enrolments change: the preview, the roster and section counts.
    invalidates: [[...PROMOTION_KEY], ['students'], ['roster'], ['sections']],
    success: (data) => data?.message || 'The promotion has been saved.',
    onSuccess: onDone,
  });
}
