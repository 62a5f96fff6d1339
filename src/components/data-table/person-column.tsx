import type { Column } from './types';

export interface PersonColumnOptions<T> {
  id: string;
  header: string;
  sort?: string;
  /** "Amina Odhiambo" */
  name: (row: T) => string;
  /** What tells two of that name apart: an admission or staff number. */
  number: (row: T) => string;
}

/** A student or an employee in a list: the name, the number under it; "Name (number)" in CSV and print. */
export function personColumn<T>({ id, header, sort, name, number }: PersonColumnOptions<T>): Column<T> {
  return {
    id,
    header,
    sort,
    cell: (row) => (
      <span className="flex flex-col">
        <span className="whitespace-nowrap font-medium text-slate-900">{name(row)}</span>
        <span className="text-xs text-slate-600">{number(row)}</span>
      </span>
    ),
    text: (row) => `${name(row)} (${number(row)})`,
  };
}

/** A record's name as a list's first, sortable column: a room, a class, an account. */
export function nameColumn<T extends { name: string }>(header = 'Name'): Column<T> {
  return { id: 'name', header, sort: 'name', cell: (row) => <span className="whitespace-nowrap font-medium text-slate-900">{row.name}</span>, text: (row) => row.name };
}
