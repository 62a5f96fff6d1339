import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NeedsConnection } from '../overlays/needs-connection';
import { ScrollRegion } from './scroll-region';

afterEach(cleanup);

describe('ScrollRegion', () => {
  it('is a named region that takes focus, so it scrolls by keyboard', () => {
    render(<ScrollRegion label="Payslips table" className="overflow-x-auto"><table /></ScrollRegion>);
    const region = screen.getByRole('region', { name: 'Payslips table' });
    expect(region.tabIndex).toBe(0);
    expect(region.className).toContain('overflow-x-auto');
    expect(region.className).toContain('focus-visible:ring-2');
  });
});

describe('NeedsConnection', () => {
  it('says, as a status, that the save needs a connection', () => {
    render(<NeedsConnection message="Buses are saved on the server." />);
    expect(screen.getByRole('status').textContent).toBe('This needs a connection. Buses are saved on the server.');
  });
});
