export { counterAccount, defaultAccount, receiptsAccount, seedChart } from './ledger/chart';
export { earlierBatch, type EntryDraft, type LedgerLine, postOnce, studentCharge, writeEntries, writeEntry } from './ledger/ledger';
export { allocatePayments } from './ledger/student-ledger';
export { studentRows } from './reports/student-figures';
export { ledgerMonths, studentMonths } from './reports/monthly-figures';
export { equityAccount as openingEquityAccount } from './books/opening-equity';
export { studentStatement } from './reports/student-statement';
export { getReceipt } from './books/receipts.service';
