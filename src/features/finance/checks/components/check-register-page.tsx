import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { CHECK_STATUSES, type CheckRow, type Profile } from '@contract';
import { cashAccountOptionsQueryOptions } from '@/api/finance';
import { DataTable } from '@/components/data-table/data-table';
import { tableQueryProps } from '@/components/data-table/list-state';
import { Modal } from '@/components/dialogs/modal';
import { ToolbarSelect } from '@/components/form/toolbar-fields';
import { buttonClass } from '@/components/ui/button';
import { formatDate } from '@/lib/format-date';
import { todayIn } from '@/lib/today';
import { submissionKeys } from '@/lib/submission-keys';
import { checkRegisterQueryOptions, fetchChecksPage, useClearCheck, useVoidCheck, type CheckListState } from '../api/checks';
import { ClearCheckForm, VoidCheckForm } from '../forms/check-state-forms';
import { checkColumns } from './check-columns';

export interface CheckRegisterPageProps {
  user: Profile;
  state: CheckListState;
  onStateChange: (next: CheckListState) => void;
  onOpenVoucher: (checkId: number) => void;
  /** For tests: how a void's key is made. */
  makeKey?: () => string;
}

type Dialog = { kind: 'clear' | 'void'; check: CheckRow } | null;

/** Finance › Check register: every check written, its state, and Mark cleared or Void. */
export function CheckRegisterPage({ user, state, onStateChange, onOpenVoucher, makeKey }: CheckRegisterPageProps) {
  const list = useQuery(checkRegisterQueryOptions(state));
  const banks = useQuery(cashAccountOptionsQueryOptions());
  const [dialog, setDialog] = useState<Dialog>(null);
  // Stable: the Modal listens for navigation through it.
  const close = useCallback(() => setDialog(null), []);
  const voidKeys = useRef(submissionKeys(makeKey));
  const clear = useClearCheck(close);
  const voidCheck = useVoidCheck(() => {
    voidKeys.current.done();
    close();
  });
  const choose = (patch: Partial<CheckListState>) => onStateChange({ ...state, page: 1, ...patch });
  const bankName = (id: string) => banks.data?.find((a) => String(a.id) === id)?.name ?? `account ${id}`;
  const describe = (filters: Record<string, string>) =>
    Object.entries(filters)
      .map(([k, v]) => (k === 'bank_account_id' ? `bank: ${bankName(v)}` : k === 'from' ? `from ${formatDate(v)}` : k === 'to' ? `to ${formatDate(v)}` : `${k}: ${v}`))
      .join(', ');
  const today = todayIn(user.time_zone);

  return (
    <>
      <DataTable
        title="Check Register"
        columns={checkColumns(user, { onClear: (check) => setDialog({ kind: 'clear', check }), onVoid: (check) => setDialog({ kind: 'void', check }) })}
        {...tableQueryProps(list)}
        state={state}
        onStateChange={onStateChange}
        rowKey={(c) => c.id}
        onOpen={(c) => onOpenVoucher(c.id)}
        fetchPage={(s) => fetchChecksPage(s)}
        searchLabel="Search by payee or number"
        emptyMessage="No checks written yet."
        describeFilters={describe}
        actions={
          <>
            <ToolbarSelect label="Status" value={state.status ?? ''} allLabel="Any status" width="w-32" options={CHECK_STATUSES.map((s) => ({ value: s, label: s }))} onChange={(value) => choose({ status: (value || undefined) as CheckListState['status'] })} />
            <ToolbarSelect
              label="Bank"
              value={state.bank_account_id ? String(state.bank_account_id) : ''}
              allLabel="Every bank"
              width="w-36"
              options={(banks.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
              onChange={(value) => choose({ bank_account_id: value ? Number(value) : undefined })}
            />
            <a href="#/finance/write-check" className={buttonClass('primary')}>
              Write check
            </a>
          </>
        }
      />
      <Modal open={dialog?.kind === 'clear'} onClose={close} title={dialog ? `Mark check ${dialog.check.number} cleared` : 'Mark cleared'} width="32rem">
        {dialog?.kind === 'clear' ? (
          <ClearCheckForm check={dialog.check} currency={user.currency} today={today} pending={clear.isPending} onCancel={close} onSubmit={({ date }) => clear.mutate({ id: dialog.check.id, date })} />
        ) : null}
      </Modal>
      <Modal open={dialog?.kind === 'void'} onClose={close} title={dialog ? `Void check ${dialog.check.number}` : 'Void check'} width="34rem">
        {dialog?.kind === 'void' ? (
          <VoidCheckForm
            check={dialog.check}
            currency={user.currency}
            today={today}
            pending={voidCheck.isPending}
            onCancel={close}
            onSubmit={(input) => voidCheck.mutate({ id: dialog.check.id, input, key: voidKeys.current.keyFor({ id: dialog.check.id, ...input }) })}
          />
        ) : null}
      </Modal>
    </>
  );
}
