import { useMatches, useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useOnline } from '@/lib/online';
import { Footer } from './footer';
import { CHANGE_PASSWORD_PATH, NAV, PROFILE_PATH } from './nav-config';
import { visibleNav } from './nav-filter';
import { Navbar } from './navbar';
import type { ShellUser } from './shell-types';
import { Sidebar } from './sidebar';
import { UserBlock } from './user-block';

const MINIMISED_KEY = 'schooldesk_sidebar_minimised';

/** The paths that have a page: an unbuilt page is never linked (nav-filter). */
export function useBuiltPaths(): ReadonlySet<string> {
  const router = useRouter();
  return useMemo(() => new Set(Object.keys(router.routesByPath)), [router]);
}

export interface AppShellProps {
  user: ShellUser;
  onLogout: () => void;
  children: ReactNode;
}

/** Sidebar, navbar, content and footer around every signed-in page. */
export function AppShell({ user, onLogout, children }: AppShellProps) {
  const online = useOnline();
  const builtPaths = useBuiltPaths();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  const title = leaf?.staticData.title ?? 'Schooldesk';
  const fullscreen = leaf?.staticData.fullscreen === true;

  const [minimised, setMinimised] = useState(() => localStorage.getItem(MINIMISED_KEY) === '1');
  // Spec §2: the mobile menu closes on navigation. It is open only on the page where it
  // was opened, so any navigation closes it without an effect.
  const [mobileOpenOn, setMobileOpenOn] = useState<string | null>(null);
  const mobileOpen = mobileOpenOn === pathname;
  const setMobileOpen = (open: boolean) => setMobileOpenOn(open ? pathname : null);
  useEffect(() => {
    document.title = `${title} · Schooldesk`;
  }, [title]);
  // Escape closes the mobile menu, like any overlay.
  useEffect(() => {
    if (!mobileOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setMobileOpenOn(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [mobileOpen]);

  const toggleMinimised = (next = !minimised) => {
    setMinimised(next);
    localStorage.setItem(MINIMISED_KEY, next ? '1' : '0');
  };

  const groups = useMemo(() => visibleNav(NAV, user, builtPaths), [user, builtPaths]);

  return (
    <div className="min-h-screen bg-slate-50">
      <a href="#main" onClick={(e) => { e.preventDefault(); document.getElementById('main')?.focus(); }} className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-sm focus:font-semibold focus:text-brand-800 focus:shadow">
        Skip to content
      </a>
      <Sidebar
        groups={groups}
        currentPath={pathname}
        minimised={minimised}
        mobileOpen={mobileOpen}
        onCloseMobile={() => setMobileOpen(false)}
        onExpand={() => toggleMinimised(false)}
        userBlock={
          <UserBlock
            user={user}
            minimised={minimised && !mobileOpen}
            profilePath={builtPaths.has(PROFILE_PATH) ? PROFILE_PATH : null}
            changePasswordPath={builtPaths.has(CHANGE_PASSWORD_PATH) ? CHANGE_PASSWORD_PATH : null}
            onLogout={onLogout}
          />
        }
      />
      <div className={`flex min-h-screen flex-col transition-[margin] duration-200 print:ml-0 ${minimised ? 'nav:ml-16' : 'nav:ml-64'}`}>
        <Navbar
          title={title}
          academicName={user.academic_name}
          online={online}
          minimised={minimised}
          mobileOpen={mobileOpen}
          onToggleMinimised={() => toggleMinimised()}
          onToggleMobile={() => setMobileOpen(!mobileOpen)}
        />
        <main id="main" tabIndex={-1} className="flex-1 px-4 py-6 focus:outline-none desk:px-8 print:p-0">
          {children}
        </main>
        {!fullscreen && <Footer />}
      </div>
    </div>
  );
}
