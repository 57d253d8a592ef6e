// What the client dashboard's tests share: the pages under a memory router with the real tRPC client (its HTTP
// answered by mockTrpc), and an order's detail and photos as the API gives them.
import type { ClientOrderDetail, ClientOrderImage } from '@photoedit/contracts';
import { Toaster } from '@photoedit/ui';
import { mockTrpc as mockAnyTrpc, type TrpcHandler } from '@photoedit/web-client/test/mock-trpc';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { TRPCProvider, trpcClient } from '../../../lib/trpc';
import { ApiKeysPage } from './ApiKeysPage';
import { BillingPage } from './BillingPage';
import { ClientDashboard } from './ClientDashboard';
import { OrderDetailPage } from './OrderDetailPage';
import { SharedGalleryPage } from './SharedGalleryPage';
import { TeamPage } from './TeamPage';

export function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <Outlet />
        <Toaster />
      </>
    ),
  });
  const orderRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/en/dashboard/orders/$orderNumber',
    component: function OrderView() {
      const { orderNumber } = orderRoute.useParams() as { orderNumber: string };
      return <OrderDetailPage lang="en" orderNumber={orderNumber} />;
    },
  });
  const sharedRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/en/shared/$token',
    component: function Shared() {
      const { token } = sharedRoute.useParams() as { token: string };
      return <SharedGalleryPage lang="en" token={token} />;
    },
  });
  const routes = [
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/en/dashboard',
      component: () => <ClientDashboard lang="en" />,
    }),
    orderRoute,
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/en/dashboard/billing',
      component: () => <BillingPage lang="en" />,
    }),
    createRoute({ getParentRoute: () => rootRoute, path: '/en/upload', component: () => <p>upload</p> }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/en/dashboard/team',
      component: () => <TeamPage lang="en" />,
    }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/en/dashboard/api-keys',
      component: () => <ApiKeysPage lang="en" />,
    }),
    sharedRoute,
  ];
  const router = createRouter({
    routeTree: rootRoute.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <RouterProvider router={router} />
      </TRPCProvider>
    </QueryClientProvider>,
  );
  return router;
}

export const urls = {
  mediaId: '6d1f2c1e-0a8b-4f5e-9f00-00000000000a',
  thumbnailUrl: '/media/a?quality=thumbnail',
  previewUrl: '/media/a?quality=preview',
  originalUrl: '/media/a?quality=original',
};

export const summary = {
  orderId: '6d1f2c1e-0a8b-4f5e-9f00-000000000001',
  orderNumber: 1042,
  status: 'ready_for_review',
  refunded: false,
  paidAt: '2026-11-20T10:00:00.000Z',
  dueAt: '2026-11-21T10:00:00.000Z',
  completedAt: null,
  total: { amountMinor: 2500, currency: 'USD' },
  propertyAddress: '12 Harbour Road',
  imageCount: 2,
  serviceCount: 3,
  awaitingReviewCount: 1,
  thumbnails: [
    { orderImageId: '6d1f2c1e-0a8b-4f5e-9f00-0000000000a1', url: urls.thumbnailUrl, edited: false },
  ],
} as const;

export function image(overrides: Partial<ClientOrderImage>): ClientOrderImage {
  return {
    orderImageId: '6d1f2c1e-0a8b-4f5e-9f00-0000000000a1',
    position: 0,
    state: 'delivered',
    original: urls,
    originalFileName: 'living-room.jpg',
    edited: { ...urls, previewUrl: '/media/b?quality=preview' },
    editedDownloadUrl: '/api/orders/o/photos/1/edited?exp=1&sig=s',
    revisedVersion: null,
    services: [
      {
        serviceId: '6d1f2c1e-0a8b-4f5e-9f00-0000000000c1',
        name: 'Sky',
        price: { amountMinor: 500, currency: 'USD' },
      },
    ],
    clientNote: 'Brighter please',
    pins: [],
    references: [],
    bracket: null,
    designerNote: 'Done',
    submittedAt: '2026-11-20T12:00:00.000Z',
    revisionUsed: false,
    revisionNote: null,
    revisionPins: [],
    revisionRequestedAt: null,
    acceptedAt: null,
    canAccept: true,
    canRequestRevision: true,
    ...overrides,
  };
}

export function detail(images: ClientOrderImage[]): ClientOrderDetail {
  const { thumbnails: _thumbnails, ...rest } = summary;
  return {
    ...rest,
    subtotal: { amountMinor: 2500, currency: 'USD' },
    turnaround: { tier: 'standard', hours: 48, amount: { amountMinor: 0, currency: 'USD' } },
    discount: { amountMinor: 0, currency: 'USD' },
    notes: 'Front first',
    references: [],
    designerName: 'Dana',
    images,
    downloads: {
      fullZipUrl: '/api/orders/o/edited.zip?set=full&exp=1&sig=s',
      listingZipUrl: '/api/orders/o/edited.zip?set=listing&exp=1&sig=s',
      photoCount: images.filter((one) => one.edited).length,
    },
    look: null,
    rating: { rating: null, editableUntil: null, designerPreference: null },
    credit: { usedMinor: 0, earned: [], currency: 'USD' },
    refunds: { paidMinor: 2500, refundedMinor: 0, currency: 'USD', refunds: [], photos: [] },
    history: [{ status: 'ready_for_review', at: '2026-11-20T12:00:00.000Z', designerComment: 'All done.' }],
  };
}

/** The API for the order page, which also asks for the order's guarantee claims: none, the order not completed. */
/** What the pages ask besides what a test is about: no claims, shares, invoices or billing details. */
const quietAnswers: Record<string, unknown> = {
  'claims.ofOrder': { claimableUntil: null, claims: [] },
  'shares.ofOrder': [],
  'billing.invoices': [],
  'billing.profile': null,
  'billing.packs': [],
  'webhooks.list': [],
};

export const mockTrpc = (handler: TrpcHandler) =>
  mockAnyTrpc(async (path, input, headers) => {
    if (path === 'claims.ofOrder') return { data: quietAnswers[path] };
    const answer = await handler(path, input, headers);
    return 'data' in answer && answer.data === null && path in quietAnswers
      ? { data: quietAnswers[path] }
      : answer;
  });
