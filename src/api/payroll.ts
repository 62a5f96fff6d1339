/**
 * Payroll reads (issue 12). Like finance, none is saved on the device: pay and loans are
 * money data. Every payroll mutation invalidates `payrollKeys.all`, and those that post to
 * the ledger (payouts, approve, pay, cancel) `financeKeys.all` too.
 */
const all = ['payroll'] as const;
export const payrollKeys = {
  all,
  advances: () => [...all, 'advances'] as const,
  loans: () => [...all, 'loans'] as const,
  deductions: () => [...all, 'deductions'] as const,
  runs: () => [...all, 'runs'] as const,
  reports: () => [...all, 'reports'] as const,
};
