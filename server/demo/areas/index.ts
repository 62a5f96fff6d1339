import { seedAttendance } from './attendance';
import { seedBus } from './bus';
import { seedClasses } from './classes';
import { seedCover } from './cover';
import { seedExams } from './exams';
import { seedFamilies } from './families';
import { seedFinance } from './finance';
import { seedLeave } from './leave';
import { seedPayroll } from './payroll';
import { seedPeople } from './people';
import { seedStructure } from './structure';
import { seedStudents } from './students';
import { seedTimetable } from './timetable';
import type { DemoArea } from './types';

/**
 * The demo data, one area per domain, seeded in this order inside one transaction. A new
 * area adds a file here and one line below, after the areas whose ids it uses (DemoContext).
 */
export const DEMO_AREAS: DemoArea[] = [
  { name: 'roles and staff', seed: seedPeople },
  { name: 'classes (teacher: Grade 1, Grade 2)', seed: seedClasses },
  { name: 'years, rooms, subjects, staff, sections, parents', seed: seedStructure },
  { name: '1,500 students with two years of enrolments and performance notes', seed: seedStudents },
  // Before payroll, whose runs take the unpaid days.
  { name: 'a term of staff leave: sick days, unpaid days, a refusal and requests waiting for the head', seed: seedLeave },
  // Before finance, which closes the months before the last three.
  { name: 'eleven months of payroll (KES) with advances, loans and deductions', seed: seedPayroll },
  // Before finance too: its families pay the bus fees with their tuition.
  { name: '6 buses, 5 zones, about 400 riders and a year of bus fees', seed: seedBus },
  { name: 'a year of fees, payments, running costs by check and deposits (KES)', seed: seedFinance },
  { name: 'a bell schedule and a generated week for every section', seed: seedTimetable },
  { name: 'a term of registers (about 135,000 marks) with the office\'s overrides', seed: seedAttendance },
  { name: 'cover for the lessons of teachers on leave, and the next school day half arranged', seed: seedCover },
  { name: 'a grading system, two exam types, a closed mid-term exam with every mark and an end of term exam being marked', seed: seedExams },
  // Last: it picks families whose children the other areas filled in.
  { name: 'three families and a pupil who can sign in to the family portal, with their mid-term report cards issued', seed: seedFamilies },
];
