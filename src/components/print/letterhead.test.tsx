import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PRINT_ON_WHITE_CSS, PrintLetterhead } from './letterhead';

afterEach(cleanup);

describe('PrintLetterhead: the head of a receipt, a voucher and a payslip', () => {
  it('shows the logo, the name, the address and the phone, with the paper title on the right', () => {
    const { container } = render(
      <PrintLetterhead school={{ name: 'Hill School', address: '1 Hill Road, Nairobi', phone: '+254 700 000000', logo: 'logo 1.png' }}>
        <h2>Payslip</h2>
      </PrintLetterhead>,
    );
    const logo = screen.getByRole('img', { name: 'Hill School logo' });
    expect(logo.getAttribute('src')).toBe('/images/logo%201.png');
    const head = container.querySelector('header')!;
    for (const text of ['Hill School', '1 Hill Road, Nairobi', '+254 700 000000', 'Payslip']) expect(head.textContent).toContain(text);
  });

  it('leaves out what the school has not filled in', () => {
    const { container } = render(<PrintLetterhead school={{ name: 'Hill School', address: null, phone: null, logo: null }} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('header')!.textContent).toBe('Hill School');
  });

  it('prints on white: the page grey is replaced while a letterhead is on the page', () => {
    const { container } = render(<PrintLetterhead school={{ name: 'Hill School' }} />);
    expect(PRINT_ON_WHITE_CSS).toMatch(/@media print \{ html, body, #main \{ background: white !important; \} \}/);
    expect(container.querySelector('style')!.textContent).toBe(PRINT_ON_WHITE_CSS);
  });
});
