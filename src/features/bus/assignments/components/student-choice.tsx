import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { busStudentEndpoints } from '@contract';
import { busKeys } from '@/api/bus';
import { entityChoice, OptionLine } from '@/components/form/entity-combobox';
import { http } from '@/lib/http';
import { placeOf } from '../lib/labels';

/** A student as the bus pages name one. */
export interface PickedStudent {
  id: number;
  name: string;
  admission_no: string;
  class_name: string | null;
  section_name: string | null;
}

export const studentLabel = (s: PickedStudent) => `${s.name} · ${s.admission_no}`;

/** "Amina Odhiambo · ADM-12 · Grade 4 · B": a fixed student (Change), shown, not picked. */
export const studentShown = (s: PickedStudent) => (placeOf(s) ? `${studentLabel(s)} · ${placeOf(s)}` : studentLabel(s));

/**
 * Active students enrolled now, from the bus module's own search: the page is for `generate`
 * holders, who need not hold `list-student`.
 */
const activeStudentSearch = (search: string) =>
  queryOptions<PickedStudent[]>({
    queryKey: busKeys.candidates(search),
    queryFn: ({ signal }) =>
      http.call(busStudentEndpoints.candidates, { query: { search } }, { signal }).then((rows) =>
        rows.map((s): PickedStudent => ({
          id: s.student_id,
          name: s.student_name,
          admission_no: s.admission_no,
          class_name: s.class_name,
          section_name: s.section_name,
        })),
      ),
    enabled: search.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** The student a bus assignment is for: the first twenty active students matching. */
export const riderChoice = entityChoice({
  label: 'Student',
  placeholder: 'Type a name or admission number',
  search: activeStudentSearch,
  describe: studentLabel,
  renderOption: (s) => <OptionLine name={s.name} details={[s.admission_no, placeOf(s)]} />,
  noMatch: (text) => `No active student matches “${text}”.`,
});
