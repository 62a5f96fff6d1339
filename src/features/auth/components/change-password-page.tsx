import { PASSWORD_MESSAGE } from '@contract';
import { useChangePassword } from '../api/change-password';
import { ChangePasswordForm } from '../forms/change-password-form';

export interface ChangePasswordPageProps {
  onChanged: () => void;
  onCancel: () => void;
}

/** Spec §2: the "Change your password" card. */
export function ChangePasswordPage({ onChanged, onCancel }: ChangePasswordPageProps) {
  const change = useChangePassword(onChanged);
  return (
    <section aria-labelledby="change-password-title" className="mx-auto max-w-lg rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 desk:p-8">
      <h2 id="change-password-title" className="text-xl font-semibold text-slate-900">
        Change your password
      </h2>
      <p className="mt-1 mb-6 text-sm text-slate-600">{PASSWORD_MESSAGE.replace('Invalid password. ', '')}</p>
      <ChangePasswordForm pending={change.isPending} onSave={(password) => change.mutate({ password })} onCancel={onCancel} />
    </section>
  );
}
