import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { RECOVERY_STATES, type AdvanceInput, type LoanInput, type OpeningAdvanceInput, type OpeningLoanInput, type Profile, type Recovery, type RecoveryPosted } from '@contract';
import { cashAccountOptionsQueryOptions } from '@/api/finance';
import { DataTable } from '@/components/data-table/data-table';
import { tableQueryProps } from '@/components/data-table/list-state';
import { Modal } from '@/components/dialogs/modal';
import { StatusFilter } from '@/components/data-table/status-filter';
import { Button } from '@/components/ui/button';
import { can, lacks } from '@/lib/can';
import { useOnline } from '@/lib/online';
import { fetchRecoveriesPage, recoveriesQueryOptions, useBringForward, usePayOut, type RecoveryListState } from '../api/recoveries';
import { AdvanceForm } from '../forms/advance-form';
import { LoanForm } from '../forms/loan-form';
import { OpeningAdvanceForm, OpeningLoanForm } from '../forms/opening-form';
import type { KindInfo } from '../lib/kinds';
import { submissionKeys } from '@/lib/submission-keys';
import { todayIn } from '@/lib/today';
import { EntityCombobox } from '@/components/form/entity-combobox';
import { employeeChoice, type PickedEmployee } from './employee-choice';
import { NeedsConnection } from '@/components/overlays/needs-connection';
import { recoveryColumns } from './recovery-columns';

export interface RecoveriesPageProps {
  info: KindInfo;
  user: Profile;
  state: RecoveryListState;
  onStateChange: (next: RecoveryListState) => void;
  /** An advance or loan's page: after a row is opened, or a payout is made. */
  onOpen: (id: number) => void;
  /** For tests: how a payout's (or a brought-forward balance's) key is made. */
  makeKey?: () => string;
}

/** The filtered employee's name: the one picked here, else any row of theirs, else their id. */
function filteredEmployee(id: number | undefined, picked: PickedEmployee | null, rows: readonly Recovery[] | undefined): PickedEmployee | null {
  if (!id) return null;
  if (picked?.id === id) return picked;
  const row = rows?.find((r) => r.employee_id === id);
  return row ? { id, name: row.employee_name, number: row.employee_number } : { id, name: `Employee ${id}`, number: '' };
}

/**
 * Employees › Salary advances and Staff loans: every payout with what is back and what is
 * left, filtered by employee and status; Pay out opens the form, and the new advance's page
 * follows. A payout goes under one Idempotency-Key per submission.
 */
export function RecoveriesPage({ info, user, state, onStateChange, onOpen, makeKey }: RecoveriesPageProps) {
  const online = useOnline();
  const list = useQuery(recoveriesQueryOptions(info, state));
  const canAdd = can(user, info.add);
  const canPickAccount = can(user, 'list-account');
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), [setOpen]);
  const accounts = useQuery(cashAccountOptionsQueryOptions(open && canPickAccount));
  const keys = useRef(submissionKeys(makeKey));
  const paid = (posted: RecoveryPosted) => {
    keys.current.done();
    close();
    onOpen(posted.id);
  };
  const payAdvance = usePayOut<AdvanceInput>(info, paid);
  const payLoan = usePayOut<LoanInput>(info, paid);
  // Bring forward: its own dialog and its own keys, so a half-sent payout never shares one with it.
  const [opening, setOpening] = useState(false);
  const closeOpening = useCallback(() => setOpening(false), [setOpening]);
  const openingKeys = useRef(submissionKeys(makeKey));
  const broughtForward = (posted: RecoveryPosted) => {
    openingKeys.current.done();
    closeOpening();
    onOpen(posted.id);
  };
  const bringAdvance = useBringForward<OpeningAdvanceInput>(info, broughtForward);
  const bringLoan = useBringForward<OpeningLoanInput>(info, broughtForward);
  const [picked, setPicked] = useState<PickedEmployee | null>(null);
  const employee = filteredEmployee(state.employee_id, picked, list.data?.data);
  const choose = (patch: Partial<RecoveryListState>) => onStateChange({ ...state, page: 1, ...patch });
  const describe = (filters: Record<string, string>) =>
    Object.entries(filters)
      .map(([k, v]) => (k === 'employee_id' ? `employee: ${employee?.name ?? v}` : `${k}: ${v}`))
      .join(', ');
  const today = todayIn(user.time_zone);
  // Without the accounts privilege there is no picker (null), nor when the accounts cannot be read:
  // the server then pays from the user's own cash. With it, the form waits for the list.
  const pickable = canPickAccount && !accounts.isError ? accounts.data : null;
  const formProps = { accounts: pickable ?? null, ownCashId: user.bus_account_id, currency: user.currency, today, onCancel: close };

  return (
    <>
      <DataTable
        title={info.plural}
        columns={recoveryColumns(info, user.currency)}
        {...tableQueryProps(list)}
        state={state}
        onStateChange={onStateChange}
        rowKey={(r) => r.id}
        onOpen={(r) => onOpen(r.id)}
        fetchPage={(s) => fetchRecoveriesPage(info, s)}
        searchLabel="Search by employee or reason"
        emptyMessage={`No ${info.noun}s paid out or brought forward yet.`}
        describeFilters={describe}
        actions={
          <>
            <EntityCombobox
              {...employeeChoice(false)}
              clearable
              className="w-56"
              value={employee}
              onChange={(e) => {
                setPicked(e);
                choose({ employee_id: e?.id });
              }}
            />
            <StatusFilter states={RECOVERY_STATES} value={state.status} onChange={(status) => choose({ status })} />
            <Button variant="secondary" disabled={!canAdd} title={lacks(canAdd, info.add)} onClick={() => setOpening(true)}>
              {info.bringForward}
            </Button>
            <Button disabled={!canAdd} title={lacks(canAdd, info.add)} onClick={() => setOpen(true)}>
              {info.payOut}
            </Button>
          </>
        }
      />
      <Modal open={open} onClose={close} title={info.payOut} width="40rem">
        {!online ? <NeedsConnection message="A payout is posted to the books on the server. What you type stays here until it is sent." /> : null}
        {open && pickable === undefined ? <p className="py-6 text-center text-sm text-slate-600">Reading the cash accounts…</p> : null}
        {open && pickable !== undefined && info.kind === 'advance' ? (
          <AdvanceForm {...formProps} pending={payAdvance.isPending} onSubmit={(input) => payAdvance.mutate({ input, key: keys.current.keyFor(input) })} />
        ) : null}
        {open && pickable !== undefined && info.kind === 'loan' ? (
          <LoanForm {...formProps} pending={payLoan.isPending} onSubmit={(input) => payLoan.mutate({ input, key: keys.current.keyFor(input) })} />
        ) : null}
      </Modal>
      <Modal open={opening} onClose={closeOpening} title={info.bringForward} width="40rem">
        {!online ? <NeedsConnection message="A brought-forward balance is posted to the books on the server. What you type stays here until it is sent." /> : null}
        {opening && info.kind === 'advance' ? (
          <OpeningAdvanceForm
            currency={user.currency}
            today={today}
            onCancel={closeOpening}
            pending={bringAdvance.isPending}
            onSubmit={(input) => bringAdvance.mutate({ input, key: openingKeys.current.keyFor(input) })}
          />
        ) : null}
        {opening && info.kind === 'loan' ? (
          <OpeningLoanForm
            currency={user.currency}
            today={today}
            onCancel={closeOpening}
            pending={bringLoan.isPending}
            onSubmit={(input) => bringLoan.mutate({ input, key: openingKeys.current.keyFor(input) })}
          />
        ) : null}
      </Modal>
    </>
  );
}
