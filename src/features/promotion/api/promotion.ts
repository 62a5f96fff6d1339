import { queryOptions } from '@tanstack/react-query';
import { promotionEndpoints, type PromotionInput } from '@contract';
import { promotionKeys } from '@/api/promotion';
import { sectionKeys } from '@/api/sections';
import { studentKeys } from '@/api/students';
import { formatDate } from '@/lib/format-date';
import { http } from '@/lib/http';
import { useAction } from '@/lib/use-action';

/** The server's proposal for one section (a read, though it is a POST). Not saved. */
export const promotionPreviewQueryOptions = (sectionId: number, targetYearId: number) =>
  queryOptions({
    queryKey: promotionKeys.preview(sectionId, targetYearId),
    queryFn: ({ signal }) => http.call(promotionEndpoints.preview, { body: { section_id: sectionId, target_year_id: targetYearId } }, { signal }),
    enabled: sectionId > 0 && targetYearId > 0,
    staleTime: 0,
    retry: false,
  });

export function usePromote(onDone: () => void) {
  return useAction({
    mutationFn: (input: PromotionInput) => http.call(promotionEndpoints.promote, { body: input }),
    // Enrolments change: the preview, the students and their rosters, and section counts.
    invalidates: [promotionKeys.all, studentKeys.all, sectionKeys.all],
    // Says when it takes effect, in the page's date format (ADR 018).
    success: (data) => (data?.takes_effect_on ? `The promotion has been saved. It takes effect on ${formatDate(data.takes_effect_on)}.` : 'The promotion has been saved.'),
    onSuccess: onDone,
  });
}
