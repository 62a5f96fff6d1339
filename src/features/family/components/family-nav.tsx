import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

const icon = (d: string): ReactNode => (
  <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" className="size-6">
    <path d={d} />
  </svg>
);

/** The portal's five pages. */
const TABS = [
  { to: '/family', label: 'Home', exact: true, icon: icon('M3 11.5 12 4l9 7.5M5.5 9.5V20h13V9.5M10 20v-5h4v5') },
  { to: '/family/attendance', label: 'Attendance', exact: false, icon: icon('M4 6h16v14H4zM4 10h16M8 3v4M16 3v4M8 14l2 2 4-4') },
  { to: '/family/week', label: 'Week', exact: false, icon: icon('M4 5h16M4 10h16M4 15h10M4 20h7') },
  { to: '/family/exams', label: 'Exams', exact: false, icon: icon('M7 3h7l5 5v13H7zM14 3v5h5M10 13h6M10 17h6') },
  { to: '/family/fees', label: 'Fees', exact: false, icon: icon('M3 7h18v11H3zM3 11h18M7 15h3') },
] as const;

/** The tab bar at the foot of a phone's screen (thumb's reach), each tab an icon with its word. */
export function FamilyNav({ childId }: { childId: number | undefined }) {
  return (
    <nav aria-label="Family" className="fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur print:hidden">
      <ul className="mx-auto grid max-w-2xl grid-cols-5">
        {TABS.map((tab) => (
          <li key={tab.to}>
            <Link
              to={tab.to}
              search={{ child: childId }}
              activeOptions={{ exact: tab.exact, includeSearch: false }}
              className="flex min-h-14 flex-col items-center justify-center gap-0.5 px-1 py-1.5 text-xs font-medium text-slate-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-600 data-[status=active]:text-brand-700"
            >
              {tab.icon}
              <span>{tab.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
