/** Spec §1: vendor links (about, licence) and the current year. */
export function Footer() {
  const year = new Date().getFullYear();
  const link = 'underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 rounded';
  return (
    <footer className="print:hidden flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 px-6 py-4 text-xs text-slate-600">
      <span>© {year} Schooldesk</span>
      <nav aria-label="Vendor" className="flex gap-4">
        <a className={link} href="https://schooldesk.app/about" target="_blank" rel="noopener noreferrer">
          About
        </a>
        <a className={link} href="https://schooldesk.app/licence" target="_blank" rel="noopener noreferrer">
          Licence
        </a>
      </nav>
    </footer>
  );
}
