import { queryOptions } from '@tanstack/react-query';
import { timetableEndpoints as ep, type LessonRequirement, type RequirementsInput } from '@contract';
import { fieldsOf, keepFields } from '@/api/rows';
import { timetableKeys } from '@/api/timetable';
import { http } from '@/lib/http';
import { useAction } from '@/lib/use-action';

const FIELDS = fieldsOf<LessonRequirement>()({
  id: true, version: true, section_id: true, subject_id: true, subject_name: true, teacher_id: true, teacher_name: true, lessons_per_week: true, placed: true,
});

/**
 * A section's lessons a week by subject, and who teaches them. Until the section's list is
 * saved, the server offers its subject teachers with no lessons yet (id 0).
 */
export const requirementsQueryOptions = (sectionId: number) =>
  queryOptions({
    queryKey: timetableKeys.sectionRequirements(sectionId),
    queryFn: ({ signal }) => http.call(ep.requirements, { params: { sectionId } }, { signal }).then((rows) => rows.map((r) => keepFields(r, FIELDS))),
  });

/** Saves the section's whole list; the generator and the report read it. */
export function useSaveRequirements(sectionId: number) {
  return useAction({
    mutationFn: (input: RequirementsInput) => http.call(ep.saveRequirements, { params: { sectionId }, body: input }),
    invalidates: [timetableKeys.requirements()],
    success: (data) => data.message,
  });
}
