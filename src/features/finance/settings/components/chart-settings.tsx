import { useCallback, useState } from 'react';
import type { Profile } from '@contract';
import { Button } from '@/components/ui/button';
import { can, lacks } from '@/lib/can';
import { ClosedMonthsDialog } from './closed-months-dialog';
import { DefaultAccountsDialog } from './default-accounts-dialog';

/** The Chart of accounts' toolbar buttons for the books' settings: Default accounts and Closed months. */
export function ChartSettings({ user }: { user: Profile }) {
  const [open, setOpen] = useState<'defaults' | 'months' | null>(null);
  // Stable: each Modal listens for navigation through it.
  const close = useCallback(() => setOpen(null), []);
  const canSetDefaults = can(user, 'defualt-account');
  return (
    <>
      <Button variant="secondary" disabled={!canSetDefaults} title={lacks(canSetDefaults, 'defualt-account')} onClick={() => setOpen('defaults')}>
        Default accounts
      </Button>
      <Button variant="secondary" onClick={() => setOpen('months')}>
        Closed months
      </Button>
      <DefaultAccountsDialog open={open === 'defaults'} onClose={close} />
      <ClosedMonthsDialog user={user} open={open === 'months'} onClose={close} />
    </>
  );
}
