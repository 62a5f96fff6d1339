import { useState } from 'react';

export function initials(name: string): string {
  const parts = name.trim().split(/[\s._-]+/).filter(Boolean);
  const letters = parts.length > 1 ? parts[0]!.charAt(0) + parts[1]!.charAt(0) : (parts[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

/**
 * The account menu's picture: the school logo from the profile (spec: the user block shows it,
 * served under /images), or without one the signed-in person's initials, since the menu is theirs.
 */
export function UserAvatar({ logo, schoolName, fullname, username }: { logo: string | null; schoolName: string; fullname: string; username: string }) {
  const [broken, setBroken] = useState(false);
  if (logo && !broken) {
    return (
      <img
        src={`/images/${encodeURIComponent(logo)}`}
        alt={`${schoolName} logo`}
        onError={() => setBroken(true)}
        className="size-10 shrink-0 rounded-full bg-white object-cover ring-1 ring-slate-600"
      />
    );
  }
  return (
    <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
      {initials(fullname || username)}
    </span>
  );
}
