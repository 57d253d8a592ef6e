// Available Orders kept live (ADR 010): the designer's channel refetches the list on an event, says when an order
// on screen was taken by someone else, and shows when live updates are paused; the server is a fake EventSource.
import type { DesignerAvailableOrder } from '@photoedit/contracts';
import { initI18n } from '@photoedit/i18n';
import { LiveIndicator } from '@photoedit/ui';
import { FakeEventSource } from '@photoedit/web-client/test/fake-event-source';
import { mockTrpc } from '@photoedit/web-client/test/mock-trpc';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TRPCProvider, trpcClient } from '../../../lib/trpc';
import { useDesignerLive } from '../api/live';
import { AvailableOrders } from './AvailableOrders';

beforeAll(() => {
  initI18n({ language: 'en' });
});
beforeEach(() => {
  FakeEventSource.reset();
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const orderOf = (orderNumber: number): DesignerAvailableOrder => ({
  id: `6d1f2c1e-0a8b-4f5e-9f00-${String(orderNumber).padStart(12, '0')}`,
  orderNumber,
  paidAt: '2026-11-21T10:00:00.000Z',
  dueAt: '2099-11-22T10:00:00.000Z',
  style: null,
  requestedByClient: false,
  turnaround: { tier: 'standard', hours: 24 },
  imageCount: 0,
  services: [],
  notes: null,
  propertyAddress: null,
  references: [],
  images: [],
});

function LiveAvailableOrders() {
  const live = useDesignerLive();
  return (
    <>
      <LiveIndicator status={live} />
      <AvailableOrders onClaimed={() => {}} />
    </>
  );
}

describe('live Available Orders', () => {
  it('refetches on events, notes an order taken by someone else, and shows a paused channel', async () => {
    let available = [orderOf(10042), orderOf(10043)];
    const { callsTo } = mockTrpc(() => ({ data: { items: available } }));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <LiveAvailableOrders />
        </TRPCProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('group', { name: 'Order #10042' })).toBeTruthy();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const source = FakeEventSource.latest();
    expect(source.url).toContain('/api/trpc/live.designer?');
    act(() => source.connected());

    // Another designer claims #10042.
    available = [orderOf(10043)];
    act(() => source.send('5', { kind: 'claimed', orderId: orderOf(10042).id }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Order #10042' })).toBeNull());
    const note = screen.getAllByRole('status').find((region) => region.textContent?.includes('taken'));
    expect(note?.textContent).toBe('Order #10042 was just taken by another designer.');

    // A newly paid order appears without a reload.
    available = [orderOf(10043), orderOf(10044)];
    act(() => source.send('6', { kind: 'paid', orderId: orderOf(10044).id }));
    expect(await screen.findByRole('group', { name: 'Order #10044' })).toBeTruthy();

    // A second one taken: both are said, the newest last.
    available = [orderOf(10044)];
    act(() => source.send('7', { kind: 'claimed', orderId: orderOf(10043).id }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Order #10043' })).toBeNull());
    const notes = screen.getAllByRole('status').find((region) => region.textContent?.includes('taken'));
    expect([...(notes?.querySelectorAll('p') ?? [])].map((line) => line.textContent)).toEqual([
      'Order #10042 was just taken by another designer.',
      'Order #10043 was just taken by another designer.',
    ]);

    // The channel drops: said; back: said no more, and the list is fetched again.
    act(() => source.drop());
    expect(await screen.findByText('Live updates paused. Reconnecting…')).toBeTruthy();
    const before = callsTo('designer.orders.available').length;
    act(() => source.connected());
    await waitFor(() => expect(screen.queryByText('Live updates paused. Reconnecting…')).toBeNull());
    await waitFor(() => expect(callsTo('designer.orders.available').length).toBe(before + 1));
  });
});
