import { createFileRoute } from '@tanstack/react-router';
import { MyStylePage } from '../../features/style/components/MyStylePage';

export const Route = createFileRoute('/$lang/dashboard/style')({
  component: MyStyleRoute,
});

function MyStyleRoute() {
  const { lang } = Route.useRouteContext();
  return <MyStylePage lang={lang} />;
}
