import type { QueryClient } from '@tanstack/react-query';
import type { Profile } from '@contract';

/** What every route's beforeLoad and loader receive. */
export interface RouterContext {
  queryClient: QueryClient;
  /** Set by the signed-in layout once the profile is known; guards read it. */
  user?: Profile;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The navbar's page title. */
    title?: string;
    /** A fullscreen page (the map) hides the footer. */
    fullscreen?: boolean;
  }
}
