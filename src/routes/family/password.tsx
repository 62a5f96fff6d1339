import { createFileRoute } from '@tanstack/react-router';
import { FamilyPasswordPage } from '@/features/family/components/password-page';

export const Route = createFileRoute('/family/password')({
  staticData: { title: 'Your password' },
  component: FamilyPasswordRoute,
});

function FamilyPasswordRoute() {
  const { me, child } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  return <FamilyPasswordPage required={me.must_change} onChanged={() => void navigate({ to: '/family', search: { child: child?.id } })} />;
}
