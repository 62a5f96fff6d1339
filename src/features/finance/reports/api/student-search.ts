import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { paymentEndpoints } from '@contract';
import { searchStudents } from '@/api/student-search';
import { http } from '@/lib/http';
import { reportKey } from './reports';

/** A student as the statement's picker lists them. */
export interface FoundStudent {
  id: number;
  name: string;
  admission_no: string;
  class_name: string | null;
  section_name: string | null;
}

/**
 * Where the picker searches: the students list (`list-student`, the search every student
 * picker uses), else the fee counter's payer search (`receive-payment`); both keep to the
 * user's class scope. Someone with neither opens statements from the Student summary.
 */
export type StudentSource = 'students' | 'payers';

async function find(source: StudentSource, search: string, signal: AbortSignal): Promise<FoundStudent[]> {
  if (source === 'payers') {
    const payers = await http.call(paymentEndpoints.payers, { query: { q: search } }, { signal });
    return payers.map(({ id, name, admission_no, class_name, section_name }) => ({ id, name, admission_no, class_name, section_name }));
  }
  const students = await searchStudents(search, signal);
  return students.map(({ id, fullname, admission_no, class_name, section_name }) => ({ id, name: fullname, admission_no, class_name, section_name }));
}

/** The first matches for what was typed; the last answer stays while the next is read. Not saved for offline. */
export const studentSearchQueryOptions = (source: StudentSource, search: string) =>
  queryOptions({
    queryKey: reportKey(`pick/${source}`, { search }),
    queryFn: ({ signal }) => find(source, search, signal),
    enabled: search.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
