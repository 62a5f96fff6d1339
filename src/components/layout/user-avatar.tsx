import { useState } from 'react';

export function initials(name: string): string {
  const parts = name.trim().split(/[\s._-]+/).filter(Boolean);
  const letters = parts.length > 1 ? parts[0]!.charAt(0) + parts[1]!.charAt(0) : (parts[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

/** The signed-in person's initials: the account menu is theirs, not the school's. */
export function UserAvatar({ fullname, username }: { fullname: string; username: string }) {
  return (
    <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
      {initials(fullname || username)}
    </span>
  );
}

/** The school's logo from its profile (served under /images), or the app's mark without one. */
export function SchoolMark({ logo, schoolName }: { logo: string | null; schoolName: string }) {
  const [broken, setBroken] = useState(false);
  if (logo && !broken) {
    return (
      <img
        src={`/images/${encodeURIComponent(logo)}`}
        alt={`${schoolName} logo`}
        onError={() => setBroken(true)}
        className="size-8 shrink-0 rounded-md bg-white object-cover"
      />
    );
  }
  return <img src="/favicon.svg" alt="" className="size-8" />;
}
