import * as v from 'valibot';
import { createdAnswer, messageAnswer, pageOf } from './answers';
import { endpoint } from './endpoint';
import { emailField, idField, idParams, isoDate, moneyField, optionalId, optionalText, requiredText, versioned, wholeNumber } from './fields';
import { dateRangeQuery, listQuery } from './lists';
import { API } from './paths';

export const academicYearFields = {
  name: v.pipe(requiredText('Name', 30), v.regex(/^[\w /-]+$/, 'Name may hold letters, digits, spaces, / and -.')),
  start_date: isoDate,
  end_date: isoDate,
  ...versioned,
};

type AcademicYearValues = v.InferOutput<v.ObjectSchema<typeof academicYearFields, undefined>>;

/** Checked once both dates are valid, whatever the name: the server reports it beside a bad name. */
export const yearEndsAfterStart = v.forward(
  v.partialCheck<AcademicYearValues, [['start_date'], ['end_date']], Pick<AcademicYearValues, 'start_date' | 'end_date'>, string>(
    [['start_date'], ['end_date']],
    (y) => y.start_date < y.end_date,
    'The end date must be after the start date.',
  ),
  ['end_date'],
);

export const academicYearInput = v.pipe(v.object(academicYearFields), yearEndsAfterStart);
export type AcademicYearInput = v.InferOutput<typeof academicYearInput>;

/** `GET /acedmic`: the school's academic years. */
export const academicYearListQuery = listQuery(['name', 'start_date']);

export const classInput = v.object({
  name: requiredText('Name', 60),
  sort_order: v.optional(wholeNumber('Order', 0, 999), 0),
  next_class_id: optionalId,
  monthly_fee: v.optional(moneyField('Monthly fee'), 0),
  ...versioned,
});
export type ClassInput = v.InferOutput<typeof classInput>;

/** `GET /class`: a non-admin sees only their own classes. */
export const classListQuery = listQuery(['name', 'sort_order', 'monthly_fee'], { status: v.optional(v.picklist(['Active', 'Inactive'])) });
export interface SchoolClass extends ClassInput {
  id: number;
  version: number;
  next_class_name: string | null;
  status: string;
  sections: number;
}

export const roomInput = v.object({
  name: requiredText('Name', 60),
  capacity: v.optional(wholeNumber('Capacity', 0, 10_000), 0),
  ...versioned,
});
export type RoomInput = v.InferOutput<typeof roomInput>;

/** `GET /classrooms`. */
export const roomListQuery = listQuery(['name', 'capacity']);
export const roomRow = v.object({ id: v.number(), version: v.number(), name: v.string(), capacity: v.number(), status: v.string() });
export type Room = v.InferOutput<typeof roomRow>;

/** Rooms (`classrooms` is the spec's path). */
export const roomEndpoints = {
  list: endpoint({ mount: API.rooms, method: 'GET', path: '/', query: roomListQuery, output: pageOf(roomRow), paged: true }),
  createdBetween: endpoint({ mount: API.rooms, method: 'GET', path: '/date', query: dateRangeQuery, output: v.array(roomRow) }),
  get: endpoint({ mount: API.rooms, method: 'GET', path: '/:id', params: idParams, output: roomRow }),
  create: endpoint({ mount: API.rooms, method: 'POST', path: '/', body: roomInput, output: createdAnswer, status: 201 }),
  update: endpoint({ mount: API.rooms, method: 'PUT', path: '/:id', params: idParams, body: roomInput, output: messageAnswer }),
};

export const sectionInput = v.object({
  class_id: idField,
  name: requiredText('Name', 30),
  room_id: optionalId,
  teacher_id: optionalId,
  capacity: v.optional(wholeNumber('Capacity', 1, 500), 40),
  academic_year_id: optionalId,
  ...versioned,
});
export type SectionInput = v.InferOutput<typeof sectionInput>;

/** `GET /sections`: without academic_year_id, the active year's sections. */
export const sectionListQuery = listQuery(['name', 'class_name', 'capacity'], {
  class_id: v.optional(idField),
  academic_year_id: v.optional(idField),
});
export interface Section {
  id: number;
  class_id: number;
  class_name: string;
  name: string;
  room_id: number | null;
  room_name: string | null;
  teacher_id: number | null;
  teacher_name: string | null;
  capacity: number;
  /** Students currently enrolled (open enrolments). */
  enrolled: number;
  academic_year_id: number;
  status: string;
  version: number;
}

export const subjectInput = v.object({
  name: requiredText('Name', 80),
  code: v.pipe(requiredText('Code', 20), v.regex(/^[A-Za-z0-9._-]+$/, 'Code may hold letters, digits, dots, dashes and underscores.')),
  class_ids: v.optional(v.pipe(v.array(idField, 'Classes must be a list.'), v.maxLength(200, 'Too many classes.')), []),
  ...versioned,
});
export type SubjectInput = v.InferOutput<typeof subjectInput>;

/** `GET /subjects`: class_id narrows to the subjects a class takes. */
export const subjectListQuery = listQuery(['name', 'code'], { class_id: v.optional(idField) });
export interface Subject {
  id: number;
  name: string;
  code: string;
  class_ids: number[];
  status: string;
  version: number;
}

export const idList = (label: string) =>
  v.pipe(v.array(idField, `${label} must be a list of ids.`), v.minLength(1, `Pick at least one ${label.toLowerCase()}.`), v.maxLength(500, `Too many ${label.toLowerCase()}.`));

export const classNextInput = v.object({ class_ids: idList('Classes') });
export const sectionNextInput = v.object({ section_ids: idList('Sections'), academic_year_id: idField });
export const sectionSubjectsInput = v.object({
  section_id: idField,
  assignments: v.pipe(
    v.array(v.object({ subject_id: idField, teacher_id: optionalId }), 'Assignments must be a list.'),
    v.maxLength(100, 'Too many subjects.'),
  ),
});

/* The school's bus setting lives with its profile; the bus contract (bus.ts) builds on it. */
/**
 * How a month a student rides only part of is charged (a school setting):
 * `month`: the full monthly fee when they ride any day of it;
 * `days`: the fee × days ridden ÷ days in the month, rounded to the minor unit;
 * `none`: a part month is not charged; only months ridden every day are.
 */
export const BUS_PRORATIONS = ['month', 'days', 'none'] as const;
export type BusProration = (typeof BUS_PRORATIONS)[number];
export const BUS_PRORATION_LABELS: Record<BusProration, string> = {
  month: 'Full month for any day ridden',
  days: 'By days ridden',
  none: 'Not charged for a part month',
};
export const busProrationField = v.picklist(BUS_PRORATIONS, 'Part months are charged month, days or none.');

export const CURRENCIES = ['USD', 'EUR', 'GBP', 'KES', 'UGX', 'TZS', 'NGN', 'GHS', 'ZAR', 'INR', 'PKR', 'SOS', 'ETB', 'AED', 'SAR', 'EGP'] as const;

export const schoolProfileInput = v.object({
  name: requiredText('School name', 120, 2),
  logo: optionalText('Logo', 100),
  address: optionalText('Address', 300),
  phone: optionalText('Phone', 30),
  email: emailField,
  currency: v.picklist(CURRENCIES, 'Pick a currency from the list.'),
  time_zone: v.pipe(requiredText('Time zone', 60), v.check((tz) => Intl.supportedValuesOf('timeZone').includes(tz) || tz === 'UTC', 'Pick a time zone from the list.')),
  /** How a part month of bus riding is charged (ADR 024); absent keeps the school's. */
  bus_proration: v.optional(busProrationField),
  ...versioned,
});
export type SchoolProfileInput = v.InferOutput<typeof schoolProfileInput>;
export interface SchoolProfile extends SchoolProfileInput {
  id: number;
  version: number;
  bus_proration: BusProration;
}
