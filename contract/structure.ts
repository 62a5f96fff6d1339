import * as v from 'valibot';
import { createdAnswer, messageAnswer, pageOf, wireDate } from './answers';
import { changeAcademicSchema } from './auth';
import { endpoint } from './endpoint';
import { emailField, idField, idParams, isoDate, moneyField, optionalId, optionalText, requiredText, sectionRef, versioned, wholeNumber } from './fields';
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
export const academicYearRow = v.object({
  id: v.number(),
  version: v.number(),
  name: v.string(),
  start_date: wireDate,
  end_date: wireDate,
  active: v.boolean(),
});
export type AcademicYear = v.InferOutput<typeof academicYearRow>;

/** `acedmic` is the spec's spelling; `/change` makes one year the active one. */
export const academicYearEndpoints = {
  list: endpoint({ mount: API.academic, method: 'GET', path: '/', query: academicYearListQuery, output: pageOf(academicYearRow), paged: true }),
  change: endpoint({
    mount: API.academic,
    method: 'PUT',
    path: '/change',
    body: changeAcademicSchema,
    output: v.object({ message: v.string(), id: v.number(), name: v.string() }),
  }),
  create: endpoint({ mount: API.academic, method: 'POST', path: '/', body: academicYearInput, output: createdAnswer, status: 201 }),
  update: endpoint({ mount: API.academic, method: 'PUT', path: '/:id', params: idParams, body: academicYearInput, output: messageAnswer }),
};

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
export const classRow = v.object({
  id: v.number(),
  version: v.number(),
  name: v.string(),
  sort_order: v.number(),
  next_class_id: v.nullable(v.number()),
  next_class_name: v.nullable(v.string()),
  monthly_fee: v.number(),
  status: v.string(),
  /** Its sections in the active year. */
  sections: v.number(),
});
export type SchoolClass = v.InferOutput<typeof classRow>;

/** `POST /class/next` (promotion): each asked class with the class its students move up to. */
export const classNextRow = v.object({
  class_id: v.number(),
  class_name: v.string(),
  next_class_id: v.nullable(v.number()),
  next_class_name: v.nullable(v.string()),
});
export type ClassNext = v.InferOutput<typeof classNextRow>;

export const classEndpoints = {
  list: endpoint({ mount: API.classes, method: 'GET', path: '/', query: classListQuery, output: pageOf(classRow), paged: true }),
  next: endpoint({ mount: API.classes, method: 'POST', path: '/next', body: classNextInput, output: v.array(classNextRow) }),
  /** The spec's `/date` for classes is a POST with the range in the body. */
  createdBetween: endpoint({ mount: API.classes, method: 'POST', path: '/date', body: dateRangeQuery, output: v.array(classRow) }),
  get: endpoint({ mount: API.classes, method: 'GET', path: '/:id', params: idParams, output: classRow }),
  create: endpoint({ mount: API.classes, method: 'POST', path: '/', body: classInput, output: createdAnswer, status: 201 }),
  update: endpoint({ mount: API.classes, method: 'PUT', path: '/:id', params: idParams, body: classInput, output: messageAnswer }),
};

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
export const sectionRow = v.object({
  ...sectionRef.entries,
  room_id: v.nullable(v.number()),
  room_name: v.nullable(v.string()),
  teacher_id: v.nullable(v.number()),
  teacher_name: v.nullable(v.string()),
  capacity: v.number(),
  /** Students currently enrolled (open enrolments). */
  enrolled: v.number(),
  academic_year_id: v.number(),
  status: v.string(),
  version: v.number(),
});
export type Section = v.InferOutput<typeof sectionRow>;

/** `GET /sections/:id`: a section with who teaches which of its class's subjects. */
export const sectionDetailRow = v.object({
  ...sectionRow.entries,
  subjects: v.array(
    v.object({ subject_id: v.number(), subject_name: v.string(), teacher_id: v.nullable(v.number()), teacher_name: v.nullable(v.string()) }),
  ),
});
export type SectionDetail = v.InferOutput<typeof sectionDetailRow>;

/** `POST /sections/next` (promotion): each section with its class's next class and that class's sections in the target year. */
export const sectionNextRow = v.object({
  section_id: v.number(),
  section_name: v.string(),
  class_id: v.number(),
  next_class_id: v.nullable(v.number()),
  next_sections: v.array(v.object({ id: v.number(), name: v.string(), class_id: v.number(), capacity: v.number() })),
});
export type SectionNext = v.InferOutput<typeof sectionNextRow>;

export const sectionEndpoints = {
  list: endpoint({ mount: API.sections, method: 'GET', path: '/', query: sectionListQuery, output: pageOf(sectionRow), paged: true }),
  createdBetween: endpoint({ mount: API.sections, method: 'GET', path: '/date', query: dateRangeQuery, output: v.array(sectionRow) }),
  next: endpoint({ mount: API.sections, method: 'POST', path: '/next', body: sectionNextInput, output: v.array(sectionNextRow) }),
  /** Replaces the section's subject teachers; answers how many subjects it now has. */
  assignSubjects: endpoint({
    mount: API.sections,
    method: 'POST',
    path: '/subjects',
    body: sectionSubjectsInput,
    output: v.object({ message: v.string(), section_id: v.number(), subjects: v.number() }),
  }),
  get: endpoint({ mount: API.sections, method: 'GET', path: '/:id', params: idParams, output: sectionDetailRow }),
  create: endpoint({ mount: API.sections, method: 'POST', path: '/', body: sectionInput, output: createdAnswer, status: 201 }),
  update: endpoint({ mount: API.sections, method: 'PUT', path: '/:id', params: idParams, body: sectionInput, output: messageAnswer }),
};

export const subjectInput = v.object({
  name: requiredText('Name', 80),
  code: v.pipe(requiredText('Code', 20), v.regex(/^[A-Za-z0-9._-]+$/, 'Code may hold letters, digits, dots, dashes and underscores.')),
  class_ids: v.optional(v.pipe(v.array(idField, 'Classes must be a list.'), v.maxLength(200, 'Too many classes.')), []),
  ...versioned,
});
export type SubjectInput = v.InferOutput<typeof subjectInput>;

/** `GET /subjects`: class_id narrows to the subjects a class takes. */
export const subjectListQuery = listQuery(['name', 'code'], { class_id: v.optional(idField) });
export const subjectRow = v.object({
  id: v.number(),
  version: v.number(),
  name: v.string(),
  code: v.string(),
  status: v.string(),
  /** The classes that take it. */
  class_ids: v.array(v.number()),
});
export type Subject = v.InferOutput<typeof subjectRow>;

export const subjectEndpoints = {
  list: endpoint({ mount: API.subjects, method: 'GET', path: '/', query: subjectListQuery, output: pageOf(subjectRow), paged: true }),
  createdBetween: endpoint({ mount: API.subjects, method: 'GET', path: '/date', query: dateRangeQuery, output: v.array(subjectRow) }),
  get: endpoint({ mount: API.subjects, method: 'GET', path: '/:id', params: idParams, output: subjectRow }),
  create: endpoint({ mount: API.subjects, method: 'POST', path: '/', body: subjectInput, output: createdAnswer, status: 201 }),
  update: endpoint({ mount: API.subjects, method: 'PUT', path: '/:id', params: idParams, body: subjectInput, output: messageAnswer }),
};

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
  /** Families may sign in to the portal (issue 33); absent keeps the school's. */
  portal_enabled: v.optional(v.boolean('Portal sign-in is true or false.')),
  ...versioned,
});
export type SchoolProfileInput = v.InferOutput<typeof schoolProfileInput>;
export const schoolProfileRow = v.object({
  id: v.number(),
  version: v.number(),
  name: v.string(),
  logo: v.nullable(v.string()),
  address: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  email: v.nullable(v.string()),
  /** Only the profile's save writes it, so it is one of the list (the column's default is USD). */
  currency: v.picklist(CURRENCIES),
  time_zone: v.string(),
  bus_proration: busProrationField,
  /** Families may sign in to the portal (issue 33). */
  portal_enabled: v.boolean(),
});
export type SchoolProfile = v.InferOutput<typeof schoolProfileRow>;

/** `settings/school`: the signed-in user's school. */
export const schoolProfileEndpoints = {
  get: endpoint({ mount: API.schoolProfile, method: 'GET', path: '/', output: schoolProfileRow }),
  update: endpoint({ mount: API.schoolProfile, method: 'PUT', path: '/', body: schoolProfileInput, output: messageAnswer }),
};
