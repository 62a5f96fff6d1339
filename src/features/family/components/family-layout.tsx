import type { ReactNode } from 'react';
import type { FamilyChild, FamilyMe } from '@contract';
import { FamilyNav } from './family-nav';

export interface FamilyLayoutProps {
  me: FamilyMe;
  child: FamilyChild | null;
  /** While the office-set password is being changed: no tabs, no child to pick. */
  bare: boolean;
  onPickChild: (id: number) => void;
  onSignOut: () => void;
  children: ReactNode;
}

/**
 * The family portal's frame, built for a 375 px phone first: the school's name and Sign out on
 * top, the child being looked at (a parent with several picks one), the page, and the tabs at
 * the foot of the screen.
 */
export function FamilyLayout({ me, child, bare, onPickChild, onSignOut, children }: FamilyLayoutProps) {
  const several = me.children.length > 1;
  return (
    <div className="min-h-screen bg-slate-100">
      <header className="bg-brand-800 text-white print:hidden">
        <div className="mx-auto flex max-w-2xl items-center justify-between gap-3 px-4 pt-3 pb-2">
          <div className="min-w-0">
            <p className="truncate text-base font-semibold">{me.school.name}</p>
            <p className="truncate text-xs text-brand-100">{me.name}</p>
          </div>
          <button
            type="button"
            onClick={onSignOut}
            className="shrink-0 rounded-lg px-3 py-2 text-sm font-medium text-white ring-1 ring-white/40 hover:bg-white/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
          >
            Sign out
          </button>
        </div>
        {!bare && child ? (
          <div className="mx-auto max-w-2xl px-4 pb-3">
            {several ? (
              <div role="group" aria-label="Child" className="flex flex-wrap gap-2">
                {me.children.map((c) => (
                  <button
                    key={c.id}
                    type="button"
                    aria-pressed={c.id === child.id}
                    onClick={() => onPickChild(c.id)}
                    className="rounded-full px-4 py-1.5 text-sm font-semibold ring-1 ring-white/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white aria-pressed:bg-white aria-pressed:text-brand-800"
                  >
                    {pickerName(c, me.children)}
                  </button>
                ))}
              </div>
            ) : null}
            <p className={`${several ? 'mt-2 ' : ''}text-sm text-brand-50`}>
              <span className="font-semibold text-white">{child.fullname}</span>
              {child.class_name ? ` · ${[child.class_name, child.section_name].filter(Boolean).join(' ')}` : ''}
            </p>
          </div>
        ) : null}
      </header>
      <main className={`mx-auto max-w-2xl px-4 pt-4 ${bare ? 'pb-8' : 'pb-24'}`}>{children}</main>
      {bare ? null : <FamilyNav childId={child?.id} />}
    </div>
  );
}

/** A child's first name, with their last name's initial when a sibling shares it ("Ibrahim A."). */
export function pickerName(child: FamilyChild, all: readonly FamilyChild[]): string {
  const shared = all.some((o) => o.id !== child.id && o.first_name === child.first_name);
  return shared ? `${child.first_name} ${child.fullname.trim().split(/\s+/).at(-1)?.charAt(0) ?? ''}.` : child.first_name;
}
