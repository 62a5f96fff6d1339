import type { NavIcon } from './nav-config';

// Simple 24px outline glyphs, drawn here so the shell needs no icon package.
const paths: Record<NavIcon | 'menu' | 'bell' | 'chevron' | 'collapse' | 'close', string> = {
  dashboard: 'M4 5h6v6H4zM14 5h6v4h-6zM14 13h6v6h-6zM4 15h6v4H4z',
  employees: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 19c0-3 3-5 6-5s6 2 6 5M17 11a2.5 2.5 0 1 0 0-5M21 19c0-2.2-1.5-4-4-4.6',
  students: 'M3 9l9-4 9 4-9 4zM7 11v4c0 1.5 2.2 3 5 3s5-1.5 5-3v-4M21 9v5',
  bus: 'M6 17V6a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v11M6 11h12M5 17h14M8 17v2M16 17v2M9 14h.01M15 14h.01',
  finance: 'M4 7h16v10H4zM12 9.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5M7 7V5M17 19v-2',
  attendance: 'M5 5h14v14H5zM5 9h14M9 3v4M15 3v4M9 14l2 2 4-4',
  timetable: 'M12 7v5l3 2M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18',
  exams: 'M7 3h7l4 4v14H7zM14 3v4h4M10 12h5M10 16h5',
  settings: 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19 12l2-1-1-3-2 .3-1.3-1.3.3-2-3-1-1 2h-2L9 3 6 4l.3 2L5 7.3 3 7l-1 3 2 1v2l-2 1 1 3 2-.3 1.3 1.3-.3 2 3 1 1-2h2l1 2 3-1-.3-2 1.3-1.3 2 .3 1-3-2-1z',
  menu: 'M4 6h16M4 12h16M4 18h16',
  bell: 'M6 16V11a6 6 0 1 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0',
  chevron: 'M9 6l6 6-6 6',
  collapse: 'M15 6l-6 6 6 6M20 4v16',
  close: 'M6 6l12 12M18 6L6 18',
};

export function Icon({ name, className = 'size-5' }: { name: keyof typeof paths; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" className={className} aria-hidden="true">
      <path d={paths[name]} />
    </svg>
  );
}
