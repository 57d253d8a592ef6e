import { createFileRoute } from '@tanstack/react-router';
import { SharedGalleryPage } from '../../features/dashboard/components/SharedGalleryPage';

// /{lang}/shared/{token} (issue 35): a completed order's gallery for whoever holds the link; no sign-in.
export const Route = createFileRoute('/$lang/shared/$token')({
  component: SharedRoute,
});

function SharedRoute() {
  const { lang } = Route.useRouteContext();
  const { token } = Route.useParams();
  return <SharedGalleryPage lang={lang} token={token} />;
}
