import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { describeRule, type GradingSystem } from '@contract';
import { AddRowButton, EditorDialog, EditRowButton } from '@/components/dialogs/editor-dialog';
import { useEditor } from '@/components/dialogs/use-editor';
import { ReportTable, type ReportColumn } from '@/components/report/report-table';
import { StatusBadge } from '@/components/ui/status-badge';
import { useOnline } from '@/lib/online';
import { gradingSystemsQueryOptions } from '@/api/exam-lists';
import { useSaveGradingSystem } from '../api/grading';
import { GradingForm } from '../forms/grading-form';
import { bandsSummary } from '../lib/bands';
import { Panel } from '@/components/layout/panel';
import { EmptyNote, OfflineNote } from './list-notes';
import { queryGate } from './query-gate';

export interface GradingTabProps {
  canAdd: boolean;
  canUpdate: boolean;
  whyNotAdd?: string;
  whyNotUpdate?: string;
}

/** Exams › List › Grading systems: each system's rule and bands, and what grades with it. */
export function GradingTab({ canAdd, canUpdate, whyNotAdd, whyNotUpdate }: GradingTabProps) {
  const online = useOnline();
  const systems = useQuery(gradingSystemsQueryOptions());
  const editor = useEditor<GradingSystem>(systems.data);
  const save = useSaveGradingSystem(editor.close);
  const gate = queryGate(systems, 'grading systems', online);
  const rows = systems.data ?? [];

  const columns: ReportColumn<GradingSystem>[] = [
    { id: 'name', header: 'Grading system', cell: (s) => s.name },
    { id: 'rule', header: 'Rule', cell: (s) => <span className="block min-w-48">{describeRule(s)}</span> },
    {
      id: 'bands',
      header: 'Bands',
      // A band ("E 0–49") is never broken over two lines; the line breaks between bands.
      cell: (s) => (
        <span className="block min-w-40 tabular-nums">
          {bandsSummary(s.bands)
            .split(' · ')
            .map((band, i) => (
              <Fragment key={band}>
                {i ? ' · ' : ''}
                <span className="whitespace-nowrap">{band}</span>
              </Fragment>
            ))}
        </span>
      ),
    },
    { id: 'used', header: 'Used by', numeric: true, cell: (s) => s.used_by },
    { id: 'status', header: 'Status', cell: (s) => <StatusBadge status={s.status} /> },
    {
      id: 'actions',
      header: 'Actions',
      numeric: true,
      cell: (s) => <EditRowButton editor={editor} row={s} allowed={canUpdate} why={whyNotUpdate} />,
    },
  ];

  return (
    <Panel
      title="Grading systems"
      description="Bands from 0 to 100% and the rule applied before grading: how many decimals a percentage keeps, and whether it is rounded or truncated. The rule is printed on every report."
      action={<AddRowButton noun="grading system" allowed={canAdd} why={whyNotAdd} onClick={editor.openNew} />}
    >
      {gate ?? (
        <>
          {online ? null : <OfflineNote updatedAt={systems.dataUpdatedAt} />}
          {rows.length ? (
            <ReportTable caption="Grading systems, their rule and bands" columns={columns} rows={rows} rowKey={(s) => s.id} />
          ) : (
            <EmptyNote>No grading system yet. Add one: start from the usual A–E bands and adjust them.</EmptyNote>
          )}
        </>
      )}
      <EditorDialog editor={editor} noun="grading system" width="52rem">
        <GradingForm initial={editor.editing} pending={save.isPending} onCancel={editor.close} onSubmit={(input) => save.mutate({ id: editor.editing?.id ?? null, input })} />
      </EditorDialog>
    </Panel>
  );
}
