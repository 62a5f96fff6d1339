import { useEffect } from 'react';
import { wantToaster } from '@/lib/toast';
import { useChangeFamilyPassword } from '../api/change-password';
import { FamilyPasswordForm } from '../forms/family-password-form';

/**
 * A family's own password. On a first sign-in with the password the office set, the portal
 * opens here and nothing else can be read until it is changed (the server answers 403).
 */
export function FamilyPasswordPage({ required, onChanged }: { required: boolean; onChanged: () => void }) {
  const change = useChangeFamilyPassword(onChanged);
  useEffect(wantToaster, []);
  return (
    <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h1 tabIndex={-1} className="text-xl font-bold text-slate-900 focus:outline-none">{required ? 'Choose your own password' : 'Change your password'}</h1>
      <p className="mt-1 mb-4 text-sm text-slate-700">
        {required
          ? 'The school gave you this password. Choose one only you know before you continue.'
          : 'Every other phone signed in as you will be signed out.'}
      </p>
      <FamilyPasswordForm pending={change.isPending} onSubmit={(password) => change.mutate({ password })} />
    </div>
  );
}
