import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { Icon } from './nav-icons';
import { UserAvatar } from './user-avatar';
import type { ShellUser } from './shell-types';

export interface UserBlockProps {
  user: ShellUser;
  minimised: boolean;
  /** Shown only when the page exists (same rule as the sidebar). */
  profilePath: string | null;
  changePasswordPath: string | null;
  onLogout: () => void;
}

const itemClass = 'block w-full px-4 py-2 text-left text-sm text-slate-800 data-[focus]:bg-brand-50 data-[focus]:text-brand-800';

/** Spec §2: the username and school logo, with My Profile, Change Password and Logout. */
export function UserBlock({ user, minimised, profilePath, changePasswordPath, onLogout }: UserBlockProps) {
  return (
    <Menu as="div" className="relative px-3 py-3">
      <MenuButton
        className="flex w-full items-center gap-3 rounded-lg p-2 text-left text-slate-100 hover:bg-slate-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-200"
        aria-label={`Account menu for ${user.username}`}
      >
        <UserAvatar logo={user.logo} schoolName={user.school_name} fullname={user.fullname} username={user.username} />
        {!minimised && (
          <span className="min-w-0 flex-1">
            <span data-testid="user-block-username" className="block truncate text-sm font-semibold text-white">
              {user.username}
            </span>
            <span className="block truncate text-xs text-slate-300">{user.role_name ?? user.role}</span>
          </span>
        )}
        {!minimised && <Icon name="chevron" className="size-4 rotate-90 text-slate-300" />}
      </MenuButton>
      <MenuItems
        anchor="bottom start"
        className="z-50 mt-1 w-56 rounded-lg bg-white py-1 shadow-lg ring-1 ring-slate-200 focus:outline-none"
      >
        {profilePath && (
          <MenuItem>
            <a href={`#${profilePath}`} className={itemClass}>
              My Profile
            </a>
          </MenuItem>
        )}
        {changePasswordPath && (
          <MenuItem>
            <a href={`#${changePasswordPath}`} className={itemClass}>
              Change Password
            </a>
          </MenuItem>
        )}
        <MenuItem>
          <button type="button" onClick={onLogout} className={itemClass}>
            Logout
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
