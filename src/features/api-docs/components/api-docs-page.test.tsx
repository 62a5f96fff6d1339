import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiDocsKeys } from '@/api/api-docs';
import type { ApiDocsSearch } from '../api/api-docs';
import type { OpenApiDocument } from '../lib/api-reference';
import { ApiDocsPage } from './api-docs-page';

afterEach(cleanup);

const op = (tag: string, access: 'public' | 'all-of', privileges: string[]) => ({
  tags: [tag],
  description: access === 'public' ? 'No session needed.' : `Needs ${privileges.join(' and ')}. Admin passes.`,
  parameters: [],
  responses: { '200': { description: 'OK' } },
  'x-access': access,
  'x-privileges': privileges,
});

const document: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'Schooldesk API', version: '0.1.0', description: 'Generated from the mounted routes.' },
  tags: [{ name: 'class' }, { name: 'health' }],
  paths: {
    '/api/class': { get: op('class', 'all-of', ['list-class']), post: op('class', 'all-of', ['add-class']) },
    '/api/health': { get: op('health', 'public', []) },
  },
  components: {},
};

function renderPage(search: ApiDocsSearch = {}, onSearchChange = vi.fn()) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(apiDocsKeys.document(), document);
  render(
    <QueryClientProvider client={queryClient}>
      <ApiDocsPage search={search} onSearchChange={onSearchChange} />
    </QueryClientProvider>,
  );
  return onSearchChange;
}

describe('the API documentation page', () => {
  it('shows every route under a heading per module, with its method, path and rule', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['/api/class2 routes', '/api/health1 route']);
    const classModule = screen.getByRole('region', { name: /\/api\/class/ });
    expect(within(classModule).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['GET/api/class', 'POST/api/class']);
    expect(within(classModule).getByText('Needs add-class. Admin passes.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Showing all 3 routes.');
  });

  it('narrows to the routes whose path or privilege matches, and says how many', () => {
    renderPage({ search: 'add-class' });
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['POST/api/class']);
    expect(screen.getByRole('status').textContent).toBe('Showing 1 of 3 routes.');
  });

  it('writes the search and the module to the address', () => {
    const onSearchChange = renderPage();
    fireEvent.change(screen.getByLabelText('Search by path or privilege'), { target: { value: 'health' } });
    expect(onSearchChange).toHaveBeenLastCalledWith({ search: 'health' });
    fireEvent.change(screen.getByLabelText('Module'), { target: { value: 'class' } });
    expect(onSearchChange).toHaveBeenLastCalledWith({ module: 'class' });
  });

  it('says so when nothing matches', () => {
    renderPage({ search: 'nothing-like-this' });
    expect(screen.getByText('No route matches this search.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Showing 0 of 3 routes.');
  });
});
