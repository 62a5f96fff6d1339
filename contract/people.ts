import * as v from 'valibot';
import { createdAnswer, messageAnswer, pageOf } from './answers';
import { endpoint } from './endpoint';
import { emailField, idField, idParams, isoDate, moneyField, optionalId, optionalText, passwordField, requiredText, versioned } from './fields';
import { dateRangeQuery, listQuery } from './lists';
import { messagesSetOne } from './messages';
import { API } from './paths';
import { ADMIN_ROLE_ID, isPrivilege, PRIVILEGE_MODULES, type PrivilegeModule } from './privileges';

export const ACTIVE_STATES = ['Active', 'Inactive'] as const;
export type ActiveState = (typeof ACTIVE_STATES)[number];
export const activeState = v.picklist(ACTIVE_STATES, 'Status is Active or Inactive.');

/** An optional phone number: blank becomes null. */
export const optionalPhone = (label: string) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(`${label} must be text.`),
        v.trim(),
        v.maxLength(30, messagesSetOne.maxLength(label, 30)),
        v.transform((s) => (s === '' ? null : s)),
        v.nullable(v.pipe(v.string(), v.regex(/^\+?[0-9 ()-]{5,30}$/, `${label} may hold digits, spaces, +, - and brackets.`))),
      ),
    ),
    null,
  );

// ---------------------------------------------------------------- employees

export const GENDERS = ['Male', 'Female'] as const;
export const EMPLOYEE_TYPES = ['teacher', 'staff', 'driver'] as const;
export type EmployeeType = (typeof EMPLOYEE_TYPES)[number];

export const employeeNumberField = v.pipe(
  requiredText('Employee number', 30),
  v.regex(/^[A-Za-z0-9._/-]+$/, 'Employee number may hold letters, digits, dots, dashes, slashes and underscores.'),
);

export const employeeInput = v.object({
  /** Left out on create, the server takes the school's next EMP-0001-style number. */
  number: v.optional(v.nullable(employeeNumberField), null),
  first_name: requiredText('First name', 60),
  last_name: requiredText('Last name', 60),
  gender: v.picklist(GENDERS, 'Gender is Male or Female.'),
  phone: optionalPhone('Phone'),
  email: emailField,
  address: optionalText('Address', 300),
  national_id: optionalText('National id', 40),
  job_title: requiredText('Job title', 80),
  type: v.picklist(EMPLOYEE_TYPES, 'Type is teacher, staff or driver.'),
  hire_date: isoDate,
  base_salary: v.optional(moneyField('Base salary'), 0),
  bank_name: optionalText('Bank name', 80),
  bank_account: optionalText('Bank account', 60),
  ...versioned,
});
export type EmployeeInput = v.InferOutput<typeof employeeInput>;

export const employeeListQuery = listQuery(['number', 'first_name', 'last_name', 'hire_date', 'type', 'status', 'created_at'], {
  status: v.optional(activeState),
  type: v.optional(v.picklist(EMPLOYEE_TYPES, 'Type is teacher, staff or driver.')),
});

/**
 * `deactivate` / `activate` may carry a reason, kept in the history. Deactivating also records
 * `left_on`, the last working day (default: today), which payroll prorates the month by.
 */
export const employeeStatusInput = v.object({ reason: optionalText('Reason', 500), left_on: v.optional(isoDate) });

/** A row of the employee list: no salary, bank or national id. */
export const employeeListRow = v.object({
  id: v.number(),
  number: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  fullname: v.string(),
  gender: v.string(),
  phone: v.nullable(v.string()),
  email: v.nullable(v.string()),
  job_title: v.string(),
  type: v.picklist(EMPLOYEE_TYPES),
  hire_date: v.string(),
  status: activeState,
  created_at: v.string(),
});
export type EmployeeListRow = v.InferOutput<typeof employeeListRow>;

export const employeeStatusChange = v.object({
  action: v.picklist(['deactivate', 'activate']),
  at: v.string(),
  by: v.nullable(v.number()),
  reason: v.nullable(v.string()),
});
export type EmployeeStatusChange = v.InferOutput<typeof employeeStatusChange>;

export const employeeRow = v.object({
  ...employeeListRow.entries,
  address: v.nullable(v.string()),
  national_id: v.nullable(v.string()),
  base_salary: v.number(),
  bank_name: v.nullable(v.string()),
  bank_account: v.nullable(v.string()),
  status_history: v.array(employeeStatusChange),
  version: v.number(),
});
export type Employee = v.InferOutput<typeof employeeRow>;

/** `employees/teachers`: a picker, so no contact details. */
export const teacherOptionRow = v.object({ id: v.number(), fullname: v.string(), number: v.string() });
export type TeacherOption = v.InferOutput<typeof teacherOptionRow>;

export const employeeEndpoints = {
  list: endpoint({ mount: API.employees, method: 'GET', path: '/', query: employeeListQuery, output: pageOf(employeeListRow), paged: true }),
  teachers: endpoint({ mount: API.employees, method: 'GET', path: '/teachers', output: v.array(teacherOptionRow) }),
  createdBetween: endpoint({ mount: API.employees, method: 'GET', path: '/date', query: dateRangeQuery, output: v.array(employeeListRow) }),
  nextNumber: endpoint({ mount: API.employees, method: 'GET', path: '/next-number', output: v.object({ number: v.string() }) }),
  get: endpoint({ mount: API.employees, method: 'GET', path: '/:id', params: idParams, output: employeeRow }),
  create: endpoint({
    mount: API.employees,
    method: 'POST',
    path: '/',
    body: employeeInput,
    output: v.object({ message: v.string(), id: v.number(), number: v.string() }),
    status: 201,
  }),
  update: endpoint({ mount: API.employees, method: 'PUT', path: '/:id', params: idParams, body: employeeInput, output: messageAnswer }),
  /** The `{reason}` is optional: a request with no JSON body counts as `{}`. */
  deactivate: endpoint({ mount: API.employees, method: 'POST', path: '/:id/deactivate', params: idParams, body: employeeStatusInput, output: messageAnswer }),
  activate: endpoint({ mount: API.employees, method: 'POST', path: '/:id/activate', params: idParams, body: employeeStatusInput, output: messageAnswer }),
};

// ---------------------------------------------------------------- users

export const usernameField = v.pipe(
  v.string('Field is required.'),
  v.trim(),
  v.nonEmpty('Field is required.'),
  v.minLength(3, 'Username must be at least 3 characters long.'),
  v.maxLength(50, 'Username cannot be more than 50 characters long.'),
  v.regex(/^[A-Za-z0-9._-]+$/, 'Username may hold letters, digits, dots, dashes and underscores.'),
);

/** -100 is the built-in Admin; any other value is one of the school's roles. */
export const roleIdField = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d{1,15}$/), v.transform(Number))], 'Must be a role id.'),
  v.integer('Must be a role id.'),
  v.check((n) => n === ADMIN_ROLE_ID || n >= 1, 'Must be a role id.'),
  // A bigint column holds less than a JSON number can say; past this the database would refuse.
  v.maxValue(Number.MAX_SAFE_INTEGER, 'Must be a role id.'),
);

export const classIdsField = v.pipe(
  v.array(idField, 'Classes must be a list of ids.'),
  v.maxLength(500, 'Too many classes.'),
  v.transform((ids) => [...new Set(ids)]),
);

export const userInput = v.object({
  username: usernameField,
  fullname: requiredText('Full name', 120, 2),
  password: passwordField,
  role_id: roleIdField,
  status: v.optional(activeState, 'Active'),
  class_ids: v.optional(classIdsField, []),
  /** The user's own staff record (an Active employee of the school), or none. */
  employee_id: optionalId,
});
export type UserInput = v.InferOutput<typeof userInput>;

export const userUpdateInput = v.object({
  fullname: requiredText('Full name', 120, 2),
  role_id: roleIdField,
  status: activeState,
  /** Absent keeps the staff record; null clears it. */
  employee_id: v.optional(v.nullable(idField)),
  ...versioned,
});
export type UserUpdateInput = v.InferOutput<typeof userUpdateInput>;

export const userClassesInput = v.object({ class_ids: classIdsField });
export const userPasswordInput = v.object({ password: passwordField });

export const userListQuery = listQuery(['username', 'fullname', 'status', 'created_at'], {
  status: v.optional(activeState),
  role_id: v.optional(roleIdField),
});

export const userAccountRow = v.object({
  id: v.number(),
  username: v.string(),
  fullname: v.string(),
  role_id: v.number(),
  role_name: v.string(),
  status: activeState,
  bus_account_id: v.nullable(v.number()),
  employee_id: v.nullable(v.number()),
  /** The staff record's name, for the users table and the form's select. */
  employee_name: v.nullable(v.string()),
  class_ids: v.array(v.number()),
  created_at: v.string(),
  version: v.number(),
});
export type UserAccount = v.InferOutput<typeof userAccountRow>;

/**
 * `user/staff`: the school's Active employees for the user form's "Staff record" select, with
 * the account each is already linked to, so the form can say so before the server refuses.
 */
export const staffOptionRow = v.object({
  id: v.number(),
  fullname: v.string(),
  number: v.string(),
  job_title: v.string(),
  user_id: v.nullable(v.number()),
  username: v.nullable(v.string()),
});
export type StaffOption = v.InferOutput<typeof staffOptionRow>;

export const userEndpoints = {
  list: endpoint({ mount: API.users, method: 'GET', path: '/', query: userListQuery, output: pageOf(userAccountRow), paged: true }),
  staff: endpoint({ mount: API.users, method: 'GET', path: '/staff', output: v.array(staffOptionRow) }),
  get: endpoint({ mount: API.users, method: 'GET', path: '/:id', params: idParams, output: userAccountRow }),
  create: endpoint({ mount: API.users, method: 'POST', path: '/', body: userInput, output: createdAnswer, status: 201 }),
  update: endpoint({ mount: API.users, method: 'PUT', path: '/:id', params: idParams, body: userUpdateInput, output: messageAnswer }),
  setClasses: endpoint({ mount: API.users, method: 'PUT', path: '/:id/classes', params: idParams, body: userClassesInput, output: messageAnswer }),
  resetPassword: endpoint({ mount: API.users, method: 'POST', path: '/:id/reset-password', params: idParams, body: userPasswordInput, output: messageAnswer }),
  revoke: endpoint({ mount: API.users, method: 'POST', path: '/:id/revoke', params: idParams, output: messageAnswer }),
};

// ---------------------------------------------------------------- roles

export const privilegeListField = v.pipe(
  v.array(v.pipe(v.string('Privileges must be text.'), v.maxLength(60, 'Unknown privilege.')), 'Privileges must be a list.'),
  v.maxLength(500, 'Too many privileges.'),
  v.check((list) => list.every(isPrivilege), 'Every privilege must come from the catalogue.'),
  v.transform((list) => [...new Set(list)]),
);

export const roleInput = v.object({
  name: requiredText('Name', 60, 2),
  privileges: v.optional(privilegeListField, []),
  ...versioned,
});
export type RoleInput = v.InferOutput<typeof roleInput>;

export const roleListQuery = listQuery(['name', 'created_at']);

const moduleNames = Object.keys(PRIVILEGE_MODULES) as [PrivilegeModule, ...PrivilegeModule[]];
export const moduleField = v.picklist(moduleNames, `Module is one of: ${moduleNames.join(', ')}.`);

export const roleModuleInput = v.object({ role_id: roleIdField, module: moduleField });
export type RoleModuleInput = v.InferOutput<typeof roleModuleInput>;

export const roleRow = v.object({
  id: v.number(),
  name: v.string(),
  privileges: v.array(v.string()),
  builtin: v.boolean(),
  /** How many users hold the role. */
  users: v.number(),
  /** 0 for the built-in Admin, which has no row. */
  version: v.number(),
});
export type RoleRow = v.InferOutput<typeof roleRow>;

export const roleModuleRow = v.object({ module: moduleField, privileges: v.array(v.string()) });
export type RoleModule = v.InferOutput<typeof roleModuleRow>;

/** A path role id: a positive id or -100, the built-in Admin. */
export const roleIdParams = v.object({ id: roleIdField });

/** A module granted or revoked: the message, the role and its privileges now. */
export const roleModuleAnswer = v.object({ message: v.string(), id: v.number(), privileges: v.array(v.string()) });

export const roleEndpoints = {
  list: endpoint({ mount: API.roles, method: 'GET', path: '/', query: roleListQuery, output: pageOf(roleRow), paged: true }),
  modules: endpoint({ mount: API.roles, method: 'GET', path: '/modules', output: v.array(roleModuleRow) }),
  grantModule: endpoint({ mount: API.roles, method: 'POST', path: '/modules', body: roleModuleInput, output: roleModuleAnswer }),
  revokeModule: endpoint({ mount: API.roles, method: 'DELETE', path: '/modules', query: roleModuleInput, output: roleModuleAnswer }),
  get: endpoint({ mount: API.roles, method: 'GET', path: '/:id', params: roleIdParams, output: roleRow }),
  create: endpoint({ mount: API.roles, method: 'POST', path: '/', body: roleInput, output: createdAnswer, status: 201 }),
  update: endpoint({ mount: API.roles, method: 'PUT', path: '/:id', params: roleIdParams, body: roleInput, output: messageAnswer }),
  delete: endpoint({ mount: API.roles, method: 'DELETE', path: '/:id', params: roleIdParams, output: messageAnswer }),
};

// ---------------------------------------------------------------- images

/** A stored upload: its random name and where it is served (`/images/<name>`, outside the API). */
export const uploadedImageAnswer = v.object({ message: v.string(), filename: v.string(), url: v.string() });
export type UploadedImageAnswer = v.InferOutput<typeof uploadedImageAnswer>;

/** The upload is multipart (`file`), not JSON, so the descriptor has no body schema. */
export const imageEndpoints = {
  upload: endpoint({ mount: API.images, method: 'POST', path: '/', output: uploadedImageAnswer, status: 201 }),
};
