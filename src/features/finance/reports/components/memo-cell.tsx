/** The memo, with the reference under it: one column instead of two keeps a line on one row at tablet width. */
export function MemoCell({ memo, reference }: { memo: string | null; reference: string | null }) {
  return (
    <>
      {memo ?? <span className="text-slate-500">—</span>}
      {reference ? <span className="block text-xs text-slate-600">Ref. {reference}</span> : null}
    </>
  );
}
