import { useId, useState } from "react";
import {
  NOTE_MAX,
  type AttendanceCode,
  type Mark,
  type SheetStudent,
} from "@contract";
import { Modal } from "@/components/dialogs/modal";
import { Button, focusRing } from "@/components/ui/button";
import { codeTone } from "../lib/code-style";

export interface MarkMenuProps {
  student: SheetStudent | null;
  mark: Mark | null;
  codes: readonly AttendanceCode[];
  onChoose: (mark: Mark) => void;
  onClose: () => void;
}

/** Every code in one tap, and a note (e.g. "Parent phoned"), for one student. */
export function MarkMenu({
  student,
  mark,
  codes,
  onChoose,
  onClose,
}: MarkMenuProps) {
  return (
    <Modal open={!!student} onClose={onClose} title={student?.fullname ?? ""}>
      {student && mark ? (
        <MarkChoices
          key={student.student_id}
          mark={mark}
          codes={codes}
          onChoose={onChoose}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}

function MarkChoices({
  mark,
  codes,
  onChoose,
  onClose,
}: { mark: Mark } & Pick<MarkMenuProps, "codes" | "onChoose" | "onClose">) {
  const noteId = useId();
  const [note, setNote] = useState(mark.note ?? "");
  const choose = (codeId: number) =>
    onChoose({ code_id: codeId, note: note.trim() || null });
  return (
    <div className="space-y-4">
      <div role="group" aria-label="Codes" className="grid grid-cols-2 gap-2">
        {codes.map((c) => (
          <button
            key={c.id}
            type="button"
            aria-pressed={c.id === mark.code_id}
            onClick={() => choose(c.id)}
            className={`flex min-h-12 items-center gap-2 rounded-lg px-3 py-2 text-left text-sm font-medium ring-1 ${codeTone(c)} ${
              c.id === mark.code_id
                ? "outline outline-2 outline-offset-1 outline-slate-900"
                : ""
            } ${focusRing}`}
          >
            <span className="text-base font-bold">{c.code}</span>
            {c.name}
          </button>
        ))}
      </div>
      <div>
        <label
          htmlFor={noteId}
          className="block text-sm font-medium text-slate-800"
        >
          Note <span className="font-normal text-slate-600">(optional)</span>
        </label>
        <input
          id={noteId}
          value={note}
          maxLength={NOTE_MAX}
          onChange={(e) => setNote(e.target.value)}
          placeholder="e.g. Parent phoned: unwell"
          className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600"
        />
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={() => choose(mark.code_id)}>
          Keep {codes.find((c) => c.id === mark.code_id)?.name ?? "code"} with
          this note
        </Button>
      </div>
    </div>
  );
}
