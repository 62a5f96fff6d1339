import { can, type EmployeeType, type Profile, type RecoveryKind } from '@contract';

const TYPE_LABELS: Record<EmployeeType, string> = { teacher: 'Teacher', staff: 'Staff', driver: 'Driver' };
const TYPE_PLURALS: Record<EmployeeType, string> = { teacher: 'Teachers', staff: 'Staff', driver: 'Drivers' };

export const typeLabel = (t: EmployeeType) => TYPE_LABELS[t] ?? t;
export const typePlural = (t: EmployeeType) => TYPE_PLURALS[t] ?? t;
export const kindLabel = (k: RecoveryKind) => (k === 'advance' ? 'Advance' : 'Loan');

/** An advance's page needs `advanced`, a loan's `loan`: the privileges of their own lists. */
export const canOpenRecovery = (user: Profile, kind: RecoveryKind) => can(user, kind === 'advance' ? 'advanced' : 'loan');
