import type { Profile } from '@contract';
import type { ListState } from './list-state';

/** What a routed list page gets: the signed-in user and the list's state, kept in the address. */
export interface ListPageProps<S extends ListState = ListState> {
  user: Profile;
  state: S;
  onStateChange: (next: S) => void;
}
