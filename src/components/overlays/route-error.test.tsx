import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteError } from './route-error';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const missingCode = new TypeError('Failed to fetch dynamically imported module: https://school.example/assets/payroll-abc.js');
const show = (error: Error) => render(<RouteError error={error} reset={() => undefined} info={{ componentStack: '' }} />);

describe('RouteError', () => {
  it('says a page never opened on this device needs a connection, when its code cannot be fetched offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    show(missingCode);
    expect(screen.getByText('You are offline')).toBeTruthy();
    expect(screen.getByText(/needs a connection the first time/)).toBeTruthy();
  });

  it('reports the same failure online as a page that could not load', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    show(missingCode);
    expect(screen.getByText('This page could not load')).toBeTruthy();
  });
});
