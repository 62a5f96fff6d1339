import { API, type Privilege, type RecoveryKind } from '@contract';

/** What differs between the advances and the loans pages: their words, their address and their privileges. */
export interface KindInfo {
  kind: RecoveryKind;
  path: string;
  /** The list page's title. */
  plural: string;
  /** "Salary Advance", "Staff Loan": the detail page's title. */
  singular: string;
  /** In a sentence: "advance", "loan". */
  noun: string;
  payOut: string;
  /** The action that brings an outstanding balance forward from before the school moved in. */
  bringForward: string;
  list: Privilege;
  add: Privilege;
  update: Privilege;
  /** The list page's and a detail page's address. */
  listHref: string;
  detailHref: (id: number) => string;
}

export const ADVANCE: KindInfo = {
  kind: 'advance',
  path: API.advances,
  plural: 'Salary advances',
  singular: 'Salary Advance',
  noun: 'advance',
  payOut: 'Pay out advance',
  bringForward: 'Bring forward an advance',
  list: 'advanced',
  add: 'add-advanced',
  update: 'update-advanced',
  listHref: '#/employees/advanced',
  detailHref: (id) => `#/employees/advance/${id}`,
};

export const LOAN: KindInfo = {
  kind: 'loan',
  path: API.loans,
  plural: 'Staff loans',
  singular: 'Staff Loan',
  noun: 'loan',
  payOut: 'Pay out loan',
  bringForward: 'Bring forward a loan',
  list: 'loan',
  add: 'add-loan',
  update: 'update-loan',
  listHref: '#/employees/loan',
  detailHref: (id) => `#/employees/loan/${id}`,
};

export const KINDS = { advance: ADVANCE, loan: LOAN } as const;
