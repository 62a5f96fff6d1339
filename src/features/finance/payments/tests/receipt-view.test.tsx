import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Receipt } from '@contract';
import { ReceiptView } from '@/components/print/receipt-view';

afterEach(cleanup);

const receipt = (over: Partial<Receipt> = {}): Receipt => ({
  number: 31, entry_id: 5, date: '2026-11-23', amount: 6000, method: 'Mobile money', payer: 'Mary Lovelace', memo: 'Receipt 31', account_name: 'Cash at the counter',
  received_by: 'Grace Bursar', student: { id: 1, name: 'Ada Lovelace', admission_no: 'A-1', class_name: 'Grade 4', section_name: 'B' },
  allocations: [{ charge_entry_id: 11, date: '2026-11-01', memo: 'Tuition, November 2026', amount: 4500 }], unallocated: 1500, balance_after: -1500, voided: false, reversal: null, balance_now: -1500,
  school: { name: 'Hill School', address: '1 Hill Road', phone: '+254 700 000000', logo: null, currency: 'KES' },
  ...over,
});
const text = () => screen.getByRole('article', { name: 'Receipt 31' }).textContent ?? '';

describe('ReceiptView: what the parent takes home', () => {
  it('names the school, the receipt, the student, the money and where it went', () => {
    render(<ReceiptView receipt={receipt()} />);
    for (const part of ['Hill School', '1 Hill Road', '+254 700 000000', 'Receipt no 31', '23 Nov 2026', 'KES 60.00', 'Ada Lovelace (A-1)', 'Grade 4 B', 'Mobile money', 'Mary Lovelace', 'Cash at the counter', 'Received by Grace Bursar']) {
      expect(text()).toContain(part);
    }
    expect(screen.getByRole('heading', { level: 2, name: 'Payment receipt' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Applied to' }).textContent).toContain('Tuition, November 2026');
    // More than was owed: the rest waits for the next fee, and the balance reads paid ahead.
    expect(text()).toContain('Paid ahead (for the next fee)KES 15.00');
    expect(text()).toContain('Balance to date: paid ahead KES 15.00');
    // The server's own "Receipt 31" memo says nothing new; a bursar's memo shows.
    expect(text()).not.toContain('Memo');
    cleanup();
    render(<ReceiptView receipt={receipt({ memo: 'Term 1 fees' })} headingLevel={3} />);
    expect(text()).toContain('MemoTerm 1 fees');
    expect(screen.getByRole('heading', { level: 3 })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Receipt 31' }).querySelector('[data-mark]')).toBeNull();
  });

  it('heads the receipt with the school letterhead: logo, name, address', () => {
    render(<ReceiptView receipt={receipt({ school: { name: 'Hill School', address: '1 Hill Road', phone: null, logo: 'crest.png', currency: 'KES' } })} />);
    const article = screen.getByRole('article', { name: 'Receipt 31' });
    expect(article.querySelector('[data-letterhead]')?.textContent).toBe('Hill School1 Hill Road');
    expect(screen.getByRole('img', { name: 'Hill School logo' }).getAttribute('src')).toBe('/images/crest.png');
  });

  it('a voided receipt keeps its number and says VOID', () => {
    render(<ReceiptView receipt={receipt({ voided: true, unallocated: 0 })} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Receipt (void)' })).toBeTruthy();
    // The mark across the paper is drawn from its data-mark (not text a screen reader repeats).
    expect(screen.getByRole('article', { name: 'Receipt 31' }).querySelector('[data-mark="VOID"]')).not.toBeNull();
    expect(text()).toContain('Receipt no 31');
  });
});
