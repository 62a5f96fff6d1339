import type { AttendanceCode, AttendanceConfig, AttendanceGrid } from '@contract';

/** What the attendance page tests share: a school's codes and a small grid. Imported by tests only. */
const code = (id: number, letter: string, name: string, counts: AttendanceCode['counts'], sort_order: number): AttendanceCode => ({
  id, version: 1, code: letter, name, counts, built_in: true, status: 'Active', sort_order,
});

export const CONFIG: AttendanceConfig = {
  school_days: [1, 2, 3, 4, 5],
  version: 1,
  codes: [code(1, 'P', 'Present', 'present', 1), code(2, 'A', 'Absent', 'absent', 2), code(3, 'L', 'Late', 'present', 3), code(4, 'E', 'Excused', 'excused', 4)],
  year: { id: 1, name: '2026/2027', start_date: '2026-09-01', end_date: '2027-07-31' },
  holidays: [],
};

const totals = (present: number, absent: number, excused: number) => ({ marked: present + absent + excused, present, absent, excused });

/** Grade 4 A over Mon 2 to Wed 4 Nov 2026; Tuesday's register was not taken. */
export const GRID: AttendanceGrid = {
  section: { id: 9, name: 'A', class_id: 4, class_name: 'Grade 4', teacher_name: 'Theo Teacher' },
  start: '2026-11-02',
  end: '2026-11-04',
  days: [
    { date: '2026-11-02', taken: true, school_day: true, ...totals(2, 0, 0) },
    { date: '2026-11-03', taken: false, school_day: true, ...totals(0, 0, 0) },
    { date: '2026-11-04', taken: true, school_day: true, ...totals(0, 1, 1) },
  ],
  students: [
    { student_id: 31, admission_no: 'A-031', fullname: 'Amina Otieno', marks: [1, null, 2], ...totals(1, 1, 0) },
    { student_id: 32, admission_no: 'A-032', fullname: 'Brian Kamau', marks: [3, null, 4], ...totals(1, 0, 1) },
  ],
  totals: totals(2, 1, 1),
};

export const CLASSES = [
  { id: 4, name: 'Grade 4', version: 1, sort_order: 4, next_class_id: null, next_class_name: null, monthly_fee: 0, status: 'Active', sections: 2 },
  { id: 5, name: 'Grade 5', version: 1, sort_order: 5, next_class_id: null, next_class_name: null, monthly_fee: 0, status: 'Active', sections: 1 },
];

export const sectionsOf = (classId: number) =>
  (classId === 4 ? ['A', 'B'] : ['A']).map((name, i) => ({
    id: classId * 2 + 1 + i, version: 1, class_id: classId, class_name: `Grade ${classId}`, name, room_id: null, room_name: null, teacher_id: null, teacher_name: null,
    capacity: 40, enrolled: 30, academic_year_id: 1, status: 'Active',
  }));
