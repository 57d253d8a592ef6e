import type {
  DesignerAvailableOrder,
  DesignerOrder,
  DesignerOrderImage,
  MediaItem,
} from '@photoedit/contracts';
import { initI18n } from '@photoedit/i18n';
import { Toaster, toast } from '@photoedit/ui';
import { UploadError, type UploadFn } from '@photoedit/web-client';
import { mockTrpc, type TrpcAnswer } from '@photoedit/web-client/test/mock-trpc';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TRPCProvider, trpcClient } from '../../../lib/trpc';
import { AvailableOrders } from './AvailableOrders';
import { MyOrders } from './MyOrders';

// The uploads: a fake transport the tests control (the real one is XMLHttpRequest).
const upload = vi.hoisted(() => ({ fn: vi.fn<UploadFn>() }));
vi.mock('@photoedit/web-client', async (original) => ({
  ...(await original<typeof import('@photoedit/web-client')>()),
  createXhrUpload: () => upload.fn,
}));

beforeAll(() => {
  initI18n({ language: 'en' });
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  // Toasts live in a global store: none may leak into the next test.
  act(() => {
    toast.dismiss();
  });
  cleanup();
  vi.restoreAllMocks();
  upload.fn.mockReset();
});

function renderWithApi(node: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {node}
        <Toaster />
      </TRPCProvider>
    </QueryClientProvider>,
  );
}

const media = (id: string, fileName: string) => ({
  mediaId: id,
  thumbnailUrl: `/media/${id}?quality=thumbnail`,
  previewUrl: `/media/${id}?quality=preview`,
  originalUrl: `/media/${id}?quality=original`,
  fileName,
  width: 64,
  height: 48,
});
const uuid = (n: number) => `6d1f2c1e-0a8b-4f5e-9f00-${String(n).padStart(12, '0')}`;

function image(position: number, extra: Partial<DesignerOrderImage> = {}): DesignerOrderImage {
  return {
    id: uuid(100 + position),
    position,
    original: media(uuid(200 + position), `kitchen-${position + 1}.jpg`),
    clientNote: `Note ${position + 1}`,
    pins: [],
    references: [],
    services: [{ id: uuid(900), name: 'Sky replacement' }],
    bracket: null,
    edited: null,
    revisedVersion: null,
    designerNote: null,
    submittedAt: null,
    revisionUsed: false,
    revisionNote: null,
    revisionPins: [],
    revisionRequestedAt: null,
    acceptedAt: null,
    revisionOpen: false,
    needsSubmission: true,
    originalDownloadUrl: `/api/orders/o/photos/${position + 1}/original?exp=1&sig=s`,
    ...extra,
  };
}

function order(extra: Partial<DesignerOrder> = {}): DesignerOrder {
  return {
    id: uuid(1),
    orderNumber: 10042,
    status: 'in_progress',
    paidAt: '2026-11-21T10:00:00.000Z',
    dueAt: '2099-11-22T10:00:00.000Z',
    claimedAt: '2026-11-21T11:00:00.000Z',
    completedAt: null,
    turnaround: { tier: 'standard', hours: 24 },
    style: null,
    requestedByClient: false,
    imageCount: 2,
    services: [{ id: uuid(900), name: 'Sky replacement', imageCount: 2 }],
    notes: 'Bright and airy',
    propertyAddress: null,
    references: [],
    originalsZipUrl: '/api/orders/o/originals.zip?exp=1&sig=s',
    canSubmit: true,
    images: [image(0), image(1)],
    ...extra,
  };
}

const png = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71, 1, 2, 3])], name, { type: 'image/png' });
const stored = (id: string) => ({ id }) as MediaItem;

describe('Available Orders', () => {
  const available: DesignerAvailableOrder = {
    ...order(),
    images: [image(0), image(1)].map(
      ({ id, position, original, clientNote, pins, references, services, bracket }) => ({
        id,
        position,
        original,
        clientNote,
        pins,
        references,
        services,
        bracket,
      }),
    ),
  };

  it('shows the turnaround the client paid for on the card, before the claim (Express stands out)', async () => {
    mockTrpc(() => ({ data: { items: [{ ...available, turnaround: { tier: 'express', hours: 12 } }] } }));
    renderWithApi(<AvailableOrders onClaimed={vi.fn()} />);
    const card = await screen.findByRole('group', { name: 'Order #10042' });
    const tier = within(card).getByText('Express (12 h)');
    expect(tier.closest('span')?.className).toContain('text-warning-700');
    expect(tier.closest('span')?.textContent).toBe('Turnaround: Express (12 h)');
  });

  it('claims an order, says so and opens it', async () => {
    const { calls } = mockTrpc((path) =>
      path === 'designer.orders.claim'
        ? {
            data: {
              orderId: available.id,
              orderNumber: 10042,
              status: 'in_progress',
              claimedAt: '2026-11-21T11:00:00.000Z',
            },
          }
        : { data: { items: [available] } },
    );
    const onClaimed = vi.fn();
    renderWithApi(<AvailableOrders onClaimed={onClaimed} />);
    const card = await screen.findByRole('group', { name: 'Order #10042' });
    expect(within(card).getByRole('img', { name: 'Photo 2 of order #10042' })).toBeTruthy();
    expect(within(card).getByText('Bright and airy')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Claim order #10042' }));
    expect(await screen.findByText('Order #10042 claimed. It is open below.')).toBeTruthy();
    expect(onClaimed).toHaveBeenCalledWith(available.id);
    expect(calls.filter((call) => call.path === 'designer.orders.claim').map((call) => call.input)).toEqual([
      { orderId: available.id },
    ]);
  });

  it('says so when another designer was faster', async () => {
    mockTrpc((path) =>
      path === 'designer.orders.claim'
        ? { error: { code: 'CONFLICT', messageKey: 'errors.designer.alreadyClaimed', status: 409 } }
        : { data: { items: [available] } },
    );
    const onClaimed = vi.fn();
    renderWithApi(<AvailableOrders onClaimed={onClaimed} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Claim order #10042' }));
    expect(await screen.findByText('This order has already been claimed.')).toBeTruthy();
    expect(onClaimed).not.toHaveBeenCalled();
  });
});

describe('my orders', () => {
  it('shows older completed orders a page at a time', async () => {
    const done = (n: number) =>
      order({ id: uuid(100 + n), orderNumber: 20_000 + n, status: 'completed', canSubmit: false });
    const { callsTo } = mockTrpc((_path, input) =>
      (input as { cursor?: string } | undefined)?.cursor === 'next-page'
        ? { data: { items: [done(2)], nextCursor: null } }
        : { data: { items: [order(), done(1)], nextCursor: 'next-page' } },
    );
    renderWithApi(<MyOrders openOrderId={undefined} onOpen={vi.fn()} onClose={vi.fn()} />);
    expect(await screen.findByRole('group', { name: 'Order #20001' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Order #20002' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show older completed orders' }));
    expect(await screen.findByRole('group', { name: 'Order #20002' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show older completed orders' })).toBeNull();
    expect(callsTo('designer.orders.mine').map((call) => (call.input as { cursor?: string }).cursor)).toEqual(
      [undefined, 'next-page'],
    );
  });
});

describe('delivering edited photos', () => {
  async function openDelivery(
    current: DesignerOrder,
    submitAnswer: TrpcAnswer = {
      data: { orderId: current.id, status: 'ready_for_review', submittedImages: 2 },
    },
  ) {
    const { calls } = mockTrpc((path) =>
      path === 'designer.orders.submit' ? submitAnswer : { data: { items: [current] } },
    );
    renderWithApi(<MyOrders openOrderId={current.id} onOpen={vi.fn()} onClose={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: /^Deliver/ }));
    return calls;
  }

  const chooseAll = (files: File[]) =>
    fireEvent.change(screen.getByLabelText('Choose files for all photos'), { target: { files } });
  const next = () => fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

  it('offers every original and all of them with the instructions as downloads', async () => {
    mockTrpc(() => ({ data: { items: [order()] } }));
    renderWithApi(<MyOrders openOrderId={order().id} onOpen={vi.fn()} onClose={vi.fn()} />);
    const zip = await screen.findByRole('link', {
      name: 'Download all originals with instructions (ZIP, 2)',
    });
    expect(zip.getAttribute('href')).toBe(order().originalsZipUrl);
    expect(zip.hasAttribute('download')).toBe(true);
    // Downloading and delivering apart: each in its own titled section.
    expect(within(screen.getByRole('region', { name: 'Originals and instructions' })).getByRole('link')).toBe(
      zip,
    );
    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(within(delivery).getByRole('button', { name: 'Deliver edited photos' })).toBeTruthy();
    expect(within(delivery).queryByRole('link')).toBeNull();
    expect(screen.getByRole('link', { name: 'Download the original of photo 2' }).getAttribute('href')).toBe(
      image(1).originalDownloadUrl,
    );
  });

  it('goes through select files, preview, comment and uploading, and submits each file for its photo', async () => {
    const calls = await openDelivery(order());
    expect(screen.getByRole('heading', { name: 'Step 1 of 4: Select files' })).toBe(document.activeElement);
    next();
    expect(screen.getByRole('alert').textContent).toBe('Please choose an edited file for every photo.');

    // Given in reverse order: matched by the originals' names.
    chooseAll([png('kitchen-2-final.png'), png('kitchen-1-final.png')]);
    expect(screen.getByText('Chosen: 2 of 2')).toBeTruthy();
    next();
    expect(screen.getByRole('heading', { name: 'Step 2 of 4: Preview' })).toBe(document.activeElement);
    expect(screen.getByText('Edited · kitchen-1-final.png')).toBeTruthy();
    next();

    fireEvent.change(screen.getByLabelText('Comment on the whole delivery (optional)'), {
      target: { value: '  Sky swapped  ' },
    });
    fireEvent.change(screen.getByLabelText(/^Comment on photo 2/), {
      target: { value: ' Window pulled from the second exposure ' },
    });
    upload.fn.mockImplementation(async (file, onProgress) => {
      onProgress(0.5);
      return stored(file.name.startsWith('kitchen-1') ? uuid(301) : uuid(302));
    });
    fireEvent.click(screen.getByRole('button', { name: 'Upload and submit' }));
    await vi.waitFor(() => expect(calls.some((call) => call.path === 'designer.orders.submit')).toBe(true));
    expect(await screen.findByText('Work submitted')).toBeTruthy();
    expect(calls.filter((call) => call.path === 'designer.orders.submit').map((call) => call.input)).toEqual([
      {
        orderId: uuid(1),
        images: [
          { orderImageId: uuid(100), editedMediaId: uuid(301) },
          {
            orderImageId: uuid(101),
            editedMediaId: uuid(302),
            comment: 'Window pulled from the second exposure',
          },
        ],
        comment: 'Sky swapped',
      },
    ]);
  });

  it('refuses a file the API would refuse, before sending anything', async () => {
    await openDelivery(order());
    chooseAll([new File(['x'], 'notes.txt', { type: 'text/plain' }), png('b.png')]);
    expect(screen.getByText(/^Unsupported format/)).toBeTruthy();
    next();
    expect(screen.getByRole('alert').textContent).toBe('Please choose an edited file for every photo.');
    expect(upload.fn).not.toHaveBeenCalled();
  });

  it('shows a failed upload and retries only that file', async () => {
    const calls = await openDelivery(order());
    chooseAll([png('kitchen-1.png'), png('kitchen-2.png')]);
    // The files upload as the preview opens (for the consistency check); the delivery sends again what failed.
    upload.fn
      .mockImplementationOnce(async () => stored(uuid(301)))
      .mockImplementation(async () => {
        throw new UploadError('media:errors.fileTooLarge', 413);
      });
    next();
    expect(
      await screen.findByText('The consistency check could not be made. You can still deliver.'),
    ).toBeTruthy();
    next();
    fireEvent.click(screen.getByRole('button', { name: 'Upload and submit' }));
    expect(await screen.findByText('File too large — maximum 10 MB.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Some files could not be uploaded.');
    expect(calls.some((call) => call.path === 'designer.orders.submit')).toBe(false);

    upload.fn.mockImplementation(async () => stored(uuid(302)));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    });
    await vi.waitFor(() => expect(calls.some((call) => call.path === 'designer.orders.submit')).toBe(true));
    expect(await screen.findByText('Work submitted')).toBeTruthy();
    expect(upload.fn.mock.calls.map(([file]) => file.name)).toEqual([
      'kitchen-1.png',
      'kitchen-2.png',
      'kitchen-2.png',
      'kitchen-2.png',
    ]);
  });

  it('checks the consistency of the listing while previewing, and still delivers', async () => {
    const current = order();
    const { calls } = mockTrpc((path) =>
      path === 'designer.orders.checkLook'
        ? {
            data: {
              measured: 2,
              consistent: 1,
              outliers: [
                {
                  number: 2,
                  flags: [
                    { kind: 'warmer', amount: 7.5 },
                    { kind: 'darker', amount: 9 },
                  ],
                },
              ],
            },
          }
        : path === 'designer.orders.submit'
          ? { data: { orderId: current.id, status: 'ready_for_review', submittedImages: 2 } }
          : { data: { items: [current] } },
    );
    renderWithApi(<MyOrders openOrderId={current.id} onOpen={vi.fn()} onClose={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: /^Deliver/ }));
    upload.fn.mockImplementation(async (file) =>
      stored(file.name === 'kitchen-1.png' ? uuid(301) : uuid(302)),
    );
    chooseAll([png('kitchen-1.png'), png('kitchen-2.png')]);
    next();
    const card = await screen.findByRole('region', { name: 'Consistency across the listing' });
    expect(within(card).getByText('1 of 2 photos consistent')).toBeTruthy();
    expect(
      within(card).getByText('Photo 2: warmer than the rest of the listing; darker by 9 L*'),
    ).toBeTruthy();
    const check = calls.find((call) => call.path === 'designer.orders.checkLook');
    expect(check?.input).toEqual({
      orderId: current.id,
      images: [
        { orderImageId: current.images[0]?.id, editedMediaId: uuid(301) },
        { orderImageId: current.images[1]?.id, editedMediaId: uuid(302) },
      ],
    });
    next();
    fireEvent.click(screen.getByRole('button', { name: 'Upload and submit' }));
    await vi.waitFor(() => expect(calls.some((call) => call.path === 'designer.orders.submit')).toBe(true));
    // The files uploaded for the check are the ones delivered: none is sent twice.
    expect(upload.fn).toHaveBeenCalledTimes(2);
  });

  it('shows the API’s refusal of a submission, translated', async () => {
    await openDelivery(order(), {
      error: { code: 'BAD_REQUEST', messageKey: 'errors.designer.editedMediaInvalid', status: 400 },
    });
    chooseAll([png('kitchen-1.png'), png('kitchen-2.png')]);
    next();
    next();
    upload.fn.mockImplementation(async (file) =>
      stored(file.name === 'kitchen-1.png' ? uuid(301) : uuid(302)),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Upload and submit' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to submit your work. One of the edited files is not available. Please upload it again.',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('shows the client’s revision request and delivers only the revised photo', async () => {
    const revision = order({
      status: 'revision_requested',
      images: [
        image(0, {
          needsSubmission: false,
          edited: media(uuid(301), 'a.png'),
          submittedAt: '2026-11-21T12:00:00.000Z',
        }),
        image(1, {
          needsSubmission: true,
          revisionOpen: true,
          revisionUsed: true,
          revisionNote: 'Brighter sky, please',
          edited: media(uuid(302), 'b.png'),
          submittedAt: '2026-11-21T12:00:00.000Z',
          revisionRequestedAt: '2026-11-21T13:00:00.000Z',
        }),
      ],
    });
    const calls = await openDelivery(revision);
    expect(screen.getByText('Brighter sky, please')).toBeTruthy();
    expect(screen.getByText('Chosen: 0 of 1')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Edited file for photo 2'), {
      target: { files: [png('sky.png')] },
    });
    next();
    next();
    upload.fn.mockImplementation(async () => stored(uuid(303)));
    fireEvent.click(screen.getByRole('button', { name: 'Upload and submit' }));
    await vi.waitFor(() => expect(calls.some((call) => call.path === 'designer.orders.submit')).toBe(true));
    expect(await screen.findByText('Work submitted')).toBeTruthy();
    expect(calls.find((call) => call.path === 'designer.orders.submit')?.input).toEqual({
      orderId: uuid(1),
      images: [{ orderImageId: uuid(101), editedMediaId: uuid(303) }],
    });
  });
});

describe('instruction pins', () => {
  it('shows the client’s pins over the original as a checklist and ticks one off', async () => {
    const pinned = order({
      images: [
        image(0, {
          pins: [
            { x: 0.2, y: 0.3, note: 'Remove this car', done: false },
            { x: 0.7, y: 0.1, note: 'Sky here', done: true },
          ],
        }),
        image(1),
      ],
    });
    const { calls } = mockTrpc((path) =>
      path === 'designer.orders.tickPin'
        ? { data: { orderImageId: uuid(100), pins: [] } }
        : { data: { items: [pinned] } },
    );
    renderWithApi(<MyOrders openOrderId={pinned.id} onOpen={vi.fn()} onClose={vi.fn()} />);
    const checklist = await screen.findByRole('region', { name: 'Instructions pinned by the client' });
    expect(checklist.textContent).toContain('(1 of 2 done)');
    expect(within(checklist).getAllByTestId('photo-pin')).toHaveLength(2);
    const first = within(checklist).getByRole('checkbox', { name: /Remove this car/ });
    expect((within(checklist).getByRole('checkbox', { name: /Sky here/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.click(first);
    await vi.waitFor(() =>
      expect(
        calls.filter((call) => call.path === 'designer.orders.tickPin').map((call) => call.input),
      ).toEqual([{ orderImageId: uuid(100), pin: 1, done: true }]),
    );
  });

  it('cannot be ticked once the order is not being worked on', async () => {
    const done = order({
      status: 'completed',
      canSubmit: false,
      images: [image(0, { pins: [{ x: 0.5, y: 0.5, note: 'Lamp', done: false }] })],
    });
    mockTrpc(() => ({ data: { items: [done] } }));
    renderWithApi(<MyOrders openOrderId={done.id} onOpen={vi.fn()} onClose={vi.fn()} />);
    const box = await screen.findByRole('checkbox', { name: /Lamp/ });
    expect((box as HTMLInputElement).disabled).toBe(true);
  });
});
