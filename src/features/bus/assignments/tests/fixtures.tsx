import { API, type Assignment, type Bus, type BusCandidate, type FeeCategory,  type SectionRider } from '@contract';

import { page, pickFromSearch } from '@/lib/testing';

export { describedBy, enter, page, pressUntilSent, userWith, withClient } from '@/lib/testing';

/** Picks a student through the search-as-you-type picker. */
export const pickStudent = (name: string) => pickFromSearch('Student', name);

export const BUS_7: Bus = { id: 7, version: 1, number: 'Bus 7', plate: 'KDA 777X', driver_id: null, driver_name: null, driver_phone: null, capacity: 40, status: 'Active', riders: 37 };
export const BUS_9: Bus = { ...BUS_7, id: 9, number: 'Bus 9', plate: 'KDB 999Y', capacity: 14, riders: 14 };

export const BOTH_WAYS: FeeCategory = { id: 11, version: 1, zone_id: 2, zone_name: 'Hilltop', name: 'Both ways', monthly_fee: null, rate: 250_000, status: 'Active', riders: 12 };
export const ONE_WAY: FeeCategory = { ...BOTH_WAYS, id: 12, name: 'One way', monthly_fee: 150_000, rate: 150_000 };

export const AMINA: Assignment = {
  id: 101,
  student_id: 31,
  student_name: 'Amina Otieno',
  admission_no: 'ADM-031',
  class_name: 'Grade 4',
  section_name: 'B',
  bus_id: 7,
  bus_number: 'Bus 7',
  zone_id: 2,
  zone_name: 'Hilltop',
  category_id: 11,
  category_name: 'Both ways',
  rate: 250_000,
  stop: 'Market gate',
  from: '2026-09-01',
  to: null,
};
export const BRIAN_ENDED: Assignment = { ...AMINA, id: 90, student_id: 32, student_name: 'Brian Mutua', admission_no: 'ADM-032', stop: null, from: '2025-01-06', to: '2025-12-19' };

export const STUDENTS: BusCandidate[] = [
  { student_id: 31, student_name: 'Amina Otieno', admission_no: 'ADM-031', class_name: 'Grade 4', section_name: 'B' },
  { student_id: 33, student_name: 'Chege Kariuki', admission_no: 'ADM-033', class_name: 'Grade 4', section_name: 'B' },
];

export const CLASSES = [{ id: 4, version: 1, name: 'Grade 4', sort_order: 4, next_class_id: null, next_class_name: null, monthly_fee: 0, status: 'Active', sections: 2 }];
export const SECTIONS = [{ id: 41, version: 1, class_id: 4, class_name: 'Grade 4', name: 'B', capacity: 40, status: 'Active' }];

export const SECTION_B: SectionRider[] = [
  { student_id: 31, student_name: 'Amina Otieno', admission_no: 'ADM-031', assignment: AMINA },
  { student_id: 33, student_name: 'Chege Kariuki', admission_no: 'ADM-033', assignment: null },
  { student_id: 34, student_name: 'Dalia Were', admission_no: 'ADM-034', assignment: null },
];

/** The server of the Bus Student page: every read it makes, answered from the fixtures above. */
export function answerReads(http: { list: { mockImplementation: (fn: (path: string, params?: Record<string, unknown>) => unknown) => unknown }; get: { mockImplementation: (fn: (path: string, params?: Record<string, unknown>) => unknown) => unknown } }, assignments: Assignment[] = [AMINA]) {
  http.list.mockImplementation((path: string) => {
    if (path === API.busStudents) return Promise.resolve(page(assignments));
    if (path === API.buses) return Promise.resolve(page([BUS_7, BUS_9]));
    if (path === API.classes) return Promise.resolve(page(CLASSES));
    if (path === API.sections) return Promise.resolve(page(SECTIONS));
    return Promise.reject(new Error(`unexpected list ${path}`));
  });
  http.get.mockImplementation((path: string, params?: Record<string, unknown>) => {
    if (path === `${API.busStudents}/candidates`) return Promise.resolve(STUDENTS.filter((s) => s.student_name.toLowerCase().includes(String(params?.search ?? '').toLowerCase())));
    if (path === API.busFeeCategories) return Promise.resolve([BOTH_WAYS, ONE_WAY]);
    if (path === `${API.busStudents}/section/41`) return Promise.resolve(SECTION_B);
    return Promise.reject(new Error(`unexpected get ${path}`));
  });
}
