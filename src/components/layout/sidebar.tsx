import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import type { ReactNode } from 'react';
import type { NavGroup } from './nav-config';
import { Icon } from './nav-icons';

export interface SidebarProps {
  groups: NavGroup[];
  currentPath: string;
  minimised: boolean;
  mobileOpen: boolean;
  onCloseMobile: () => void;
  onExpand: () => void;
  userBlock: ReactNode;
}

const linkBase =
  'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-200';

/**
 * The sidebar: states are minimised (icons only, desktop), hidden (below 992px, closed)
 * and mobile-open (an overlay below 992px). Groups arrive already filtered (nav-filter).
 */
export function Sidebar({ groups, currentPath, minimised, mobileOpen, onCloseMobile, onExpand, userBlock }: SidebarProps) {
  const width = minimised ? 'nav:w-16' : 'nav:w-64';
  return (
    <>
      {mobileOpen && (
        <button
          type="button"
          aria-label="Close menu"
          onClick={onCloseMobile}
          className="fixed inset-0 z-30 bg-slate-900/50 nav:hidden"
        />
      )}
      <aside
        id="sidebar"
        aria-label="Sidebar"
        data-state={mobileOpen ? 'mobile-open' : minimised ? 'minimised' : 'open'}
        // Closed below 992px it is also invisible, so its links leave the tab order; visibility
        // switches at the end of the slide, so the slide still shows.
        className={`print:hidden fixed inset-y-0 left-0 z-40 flex w-64 flex-col bg-slate-900 text-slate-100 transition-[transform,visibility] duration-200 ${width} ${
          mobileOpen ? 'visible translate-x-0' : 'invisible -translate-x-full nav:visible nav:translate-x-0'
        }`}
      >
        <div className="flex h-16 shrink-0 items-center gap-2 border-b border-slate-800 px-4">
          <img src="/favicon.svg" alt="" className="size-8" />
          {(!minimised || mobileOpen) && <span className="text-lg font-bold tracking-tight text-white">Schooldesk</span>}
        </div>
        {userBlock}
        <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 pb-6">
          <ul className="space-y-1">
            {groups.map((g) => (
              <li key={g.id}>
                {g.path ? (
                  <a
                    href={`#${g.path}`}
                    aria-current={currentPath === g.path ? 'page' : undefined}
                    title={minimised ? g.label : undefined}
                    className={`${linkBase} ${
                      currentPath === g.path ? 'bg-brand-700 text-white' : 'text-slate-200 hover:bg-slate-800 hover:text-white'
                    }`}
                  >
                    <Icon name={g.icon} />
                    <span className={minimised && !mobileOpen ? 'nav:sr-only' : ''}>{g.label}</span>
                  </a>
                ) : (
                  <NavGroupItem group={g} currentPath={currentPath} minimised={minimised && !mobileOpen} onExpand={onExpand} />
                )}
              </li>
            ))}
          </ul>
        </nav>
      </aside>
    </>
  );
}

function NavGroupItem({ group, currentPath, minimised, onExpand }: { group: NavGroup; currentPath: string; minimised: boolean; onExpand: () => void }) {
  const active = group.children.some((c) => c.path === currentPath);
  return (
    <Disclosure defaultOpen={active}>
      <DisclosureButton
        onClick={minimised ? onExpand : undefined}
        title={minimised ? group.label : undefined}
        className={`group ${linkBase} w-full ${active ? 'text-white' : 'text-slate-200'} hover:bg-slate-800`}
      >
        <Icon name={group.icon} />
        <span className={`flex-1 text-left ${minimised ? 'nav:sr-only' : ''}`}>{group.label}</span>
        {!minimised && <Icon name="chevron" className="size-4 transition-transform group-data-[open]:rotate-90" />}
      </DisclosureButton>
      {!minimised && (
        <DisclosurePanel as="ul" className="mt-1 space-y-1 border-l border-slate-700 pl-4 ml-5">
          {group.children.map((c) => (
            <li key={c.path}>
              <a
                href={`#${c.path}`}
                aria-current={currentPath === c.path ? 'page' : undefined}
                className={`${linkBase} py-1.5 ${
                  currentPath === c.path ? 'bg-brand-700 text-white' : 'text-slate-300 hover:bg-slate-800 hover:text-white'
                }`}
              >
                {c.label}
              </a>
            </li>
          ))}
        </DisclosurePanel>
      )}
    </Disclosure>
  );
}
