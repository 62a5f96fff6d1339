/** Inside a dialog while offline: the save would be refused, so say so before anything is typed. */
export function NeedsConnection({ message }: { message: string }) {
  return (
    <p role="status" className="mb-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
      <span className="font-semibold">This needs a connection.</span> {message}
    </p>
  );
}
