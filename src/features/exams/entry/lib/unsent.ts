import { listDrafts, readDraft, useDraftCount, type DraftOwner } from '@/lib/drafts';
import { draftKind, type MarksDraft } from './marks';

export interface Unsent {
  /** Sections of the exam with a paper's marks not sent. */
  sections: ReadonlySet<number>;
  /** `${paperId}.${sectionId}` of each sheet with marks not sent. */
  sheets: ReadonlySet<string>;
}

/** The exam's sheets typed on this device and not sent yet, live: the picker marks them "Not sent". */
export function useUnsent(owner: DraftOwner, examId: number | undefined): Unsent {
  // Re-renders when a draft is written or cleared, here or in another tab.
  useDraftCount(owner, draftKind);
  const sections = new Set<number>();
  const sheets = new Set<string>();
  for (const { id } of listDrafts(owner, draftKind)) {
    if (readDraft<MarksDraft>(owner, draftKind, id)?.value.exam_id !== examId) continue;
    sheets.add(id);
    sections.add(Number(id.split('.')[1]));
  }
  return { sections, sheets };
}
