import { createFileRoute } from '@tanstack/react-router';
import { TeamPage } from '../../features/dashboard/components/TeamPage';

// /{lang}/dashboard/team (issue 35): the client's team.
export const Route = createFileRoute('/$lang/dashboard/team')({
  component: TeamRoute,
});

function TeamRoute() {
  const { lang } = Route.useRouteContext();
  return <TeamPage lang={lang} />;
}
