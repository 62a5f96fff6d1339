import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';

/** Renders with a fresh query client that never retries, so a refused read shows at once. */
export function renderWithQueries(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return render(ui, { wrapper });
}

/** Answers `http.get` by path from a table of replies; a reply that is an Error is thrown. */
export function answer(replies: Record<string, unknown>) {
  return (path: string) => {
    const key = Object.keys(replies).find((p) => path.endsWith(p));
    if (key === undefined) return Promise.reject(new Error(`No reply for ${path}`));
    const reply = replies[key];
    return reply instanceof Error ? Promise.reject(reply) : Promise.resolve(structuredClone(reply));
  };
}
