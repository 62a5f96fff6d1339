import type { Page } from '@contract';
import { tableQueryProps, type ListState } from './list-state';

type ListQuery<T> = Parameters<typeof tableQueryProps<Page<T>>>[0];

/**
 * What a server-paged DataTable of rows with ids takes from its page, in one spread: the list
 * query's page and states, the address's list state and how to change it, how to read any page
 * (for CSV and print), and rows keyed by id. The page adds its title, columns and own options.
 */
export function serverTableProps<T extends { id: number }, S extends ListState>(
  list: ListQuery<T>,
  state: S,
  onStateChange: (next: S) => void,
  fetchPage: (state: S) => Promise<Page<T>>,
) {
  return {
    ...tableQueryProps(list),
    state,
    onStateChange,
    fetchPage: (s: S) => fetchPage(s),
    rowKey: (row: T) => row.id,
  };
}
