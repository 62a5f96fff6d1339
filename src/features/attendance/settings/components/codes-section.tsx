import type { ReactNode } from 'react';
import { ATTENDANCE_MAX_CODES, type AttendanceCode } from '@contract';
import { Modal } from '@/components/dialogs/modal';
import { useEditor } from '@/components/dialogs/use-editor';
import { Button } from '@/components/ui/button';
import { useSaveCode } from '../api/settings';
import { CodeForm } from '../forms/code-form';
import { CodesTable } from './codes-table';
import { Panel } from '@/components/layout/panel';

/** As the server's limit: a register cycles through the codes with taps. */

export interface CodesSectionProps {
  codes: AttendanceCode[];
  canEdit: boolean;
  why?: string;
  /** Shown inside the dialog when a save cannot be sent. */
  offline: ReactNode;
}

/** Settings › Attendance › Codes: the letters a register offers and how each counts. */
export function CodesSection({ codes, canEdit, why, offline }: CodesSectionProps) {
  const editor = useEditor<AttendanceCode>(codes);
  const save = useSaveCode(editor.close);
  const full = codes.length >= ATTENDANCE_MAX_CODES;
  return (
    <Panel
      title="Codes"
      description="What a teacher can mark. One tap on the register moves a student to the next active code, in this order."
      action={
        <Button disabled={!canEdit || full} title={why ?? (full ? `A school has at most ${ATTENDANCE_MAX_CODES} codes. Edit one you no longer use instead.` : undefined)} onClick={editor.openNew}>
          Add code
        </Button>
      }
    >
      <CodesTable codes={codes} canEdit={canEdit} why={why} onEdit={editor.openEdit} />
      <Modal open={editor.isOpen} onClose={editor.close} title={editor.isNew ? 'Add code' : `Edit code ${editor.editing?.code ?? ''}`} width="32rem">
        {offline}
        {editor.isOpen ? (
          <CodeForm initial={editor.editing} pending={save.isPending} onCancel={editor.close} onSubmit={(input) => save.mutate({ id: editor.editing?.id ?? null, input })} />
        ) : null}
      </Modal>
    </Panel>
  );
}
