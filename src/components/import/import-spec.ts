import type { ColumnSpec } from './column-mapping';
import type { RowNoun } from './loaded-file';

/** One CSV import: its fields and how the wizard names a row and the person on it. */
export interface ImportSpec<C extends string> extends ColumnSpec<C> {
  noun: RowNoun;
  /** The cells that say whose row it is, beside its row number in the problems table. */
  whoColumns: readonly C[];
  maxRows: number;
}
