import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../features/home/components/HomePage';

export const Route = createFileRoute('/$lang/')({
  loader: ({ context: { queryClient, trpc, lang } }) =>
    queryClient.ensureQueryData(trpc.services.list.queryOptions({ lang })),
  component: HomeRoute,
});

function HomeRoute() {
  const { lang } = Route.useRouteContext();
  return <HomePage lang={lang} />;
}
