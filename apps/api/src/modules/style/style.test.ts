// "My style" through HTTP on a real database (issue 33): saving it whole, the refusals that change nothing, the
// snapshot an order keeps at payment (a later edit never changes it), and where the designer reads it.
import { type DesignerAvailableOutput, type StyleView, styleMessageKeys } from '@photoedit/contracts';
import { describe, expect, it } from 'vitest';
import { createUser, data, trpc } from '../auth/auth.fixtures';
import { jpeg } from '../media/media.fixtures';
import { uploadPhoto } from '../media/media.testing';
import { instructionsText } from '../orders/downloads/downloads.instructions';
import { selectDownloadOrder } from '../orders/downloads/downloads.queries';
import { ordersTestFrame, placePaidOrder } from '../orders/orders.fixtures';

const k = styleMessageKeys;
const frame = ordersTestFrame();
const db = () => frame.db;

async function upload(userId: string, name: string): Promise<string> {
  const response = await uploadPhoto(
    frame.server,
    (await frame.as(userId)).token,
    await jpeg(320, 240),
    name,
  );
  expect(response.statusCode).toBe(201);
  return (response.json() as { id: string }).id;
}

const messageKey = (result: Awaited<ReturnType<typeof trpc>>) =>
  (result.body.error?.data.issues as { message: string }[] | undefined)?.[0]?.message ??
  result.body.error?.data.messageKey;

const getStyle = async (id: string) =>
  data<StyleView | null>(
    await trpc(frame.server, 'style.get', undefined, { ...(await frame.as(id)), type: 'query' }),
  );

describe('My style', () => {
  it('is saved whole, with up to five of the client’s own photos, and read back', async () => {
    const client = await createUser(db(), 'client');
    expect(await getStyle(client.id)).toBeNull();
    const references = [await upload(client.id, 'kitchen.jpg'), await upload(client.id, 'garden.jpg')];
    const saved = await trpc(
      frame.server,
      'style.save',
      {
        choices: { whiteBalance: 'warm', brightness: 'bright', sky: 'blue', verticals: 'straight' },
        note: '  Keep the wood floors honey-toned.  ',
        referenceIds: references,
      },
      await frame.as(client.id),
    );
    expect(saved.status).toBe(200);
    const style = data<StyleView>(saved);
    expect(style.choices).toEqual({
      whiteBalance: 'warm',
      brightness: 'bright',
      sky: 'blue',
      windows: null,
      verticals: 'straight',
      screens: null,
      fireplaces: null,
      lawn: null,
      lights: null,
      clutter: null,
    });
    expect(style.note).toBe('Keep the wood floors honey-toned.');
    expect(style.references.map((reference) => [reference.mediaId, reference.fileName])).toEqual([
      [references[0], 'kitchen.jpg'],
      [references[1], 'garden.jpg'],
    ]);
    expect(style.references[0]?.thumbnailUrl).toContain('sig=');
    expect(await getStyle(client.id)).toEqual(style);
  });

  it('refuses a bad choice, a long note, too many or someone else’s photos, changing nothing', async () => {
    const client = await createUser(db(), 'client');
    const other = await createUser(db(), 'client');
    const own = await upload(client.id, 'own.jpg');
    await trpc(
      frame.server,
      'style.save',
      { choices: { sky: 'dramatic' }, referenceIds: [own] },
      await frame.as(client.id),
    );
    const before = await getStyle(client.id);
    const theirs = await upload(other.id, 'theirs.jpg');
    const six = await Promise.all(
      Array.from({ length: 6 }, (_, index) => upload(client.id, `r${index}.jpg`)),
    );
    const refusals: [unknown, string][] = [
      [{ choices: { sky: 'purple' } }, k.invalidChoice],
      [{ choices: { mood: 'happy' } }, k.invalidChoice],
      [{ choices: {}, note: 'x'.repeat(2001) }, k.noteTooLong],
      [{ choices: {}, referenceIds: six }, k.tooManyReferences],
      [{ choices: {}, referenceIds: [theirs] }, k.referenceInvalid],
      [{ choices: {}, referenceIds: [own, own] }, k.referenceInvalid],
    ];
    for (const [input, key] of refusals) {
      const refused = await trpc(frame.server, 'style.save', input, await frame.as(client.id));
      expect(refused.status, key).toBe(400);
      expect(messageKey(refused)).toBe(key);
    }
    expect(await getStyle(client.id)).toEqual(before);
  });

  it('is copied onto each order at payment; editing it later never changes a placed order', async () => {
    const first = await placePaidOrder(frame.server, db(), { serviceIds: [frame.services.sky] });
    // A client without a style: no snapshot.
    expect(first.order.style_snapshot).toBeNull();
    const reference = await upload(first.clientId, 'liked.jpg');
    await trpc(
      frame.server,
      'style.save',
      { choices: { whiteBalance: 'warm', lawn: 'greener' }, note: 'Warm, please', referenceIds: [reference] },
      await frame.as(first.clientId),
    );
    const second = await placePaidOrder(frame.server, db(), {
      email: first.email,
      serviceIds: [frame.services.sky],
    });
    expect(second.clientId).toBe(first.clientId);

    const edited = await trpc(
      frame.server,
      'style.save',
      { choices: { whiteBalance: 'cool' }, note: 'Cool now', referenceIds: [] },
      await frame.as(first.clientId),
    );
    expect(edited.status).toBe(200);

    const designer = await createUser(db(), 'designer', { approved: true });
    const available = data<DesignerAvailableOutput>(
      await trpc(frame.server, 'designer.orders.available', undefined, {
        ...(await frame.as(designer.id)),
        type: 'query',
      }),
    );
    const offered = available.items.find((order) => order.id === second.orderId);
    expect(offered?.style?.choices.whiteBalance).toBe('warm');
    expect(offered?.style?.choices.lawn).toBe('greener');
    expect(offered?.style?.note).toBe('Warm, please');
    expect(offered?.style?.references.map((item) => item.mediaId)).toEqual([reference]);
    expect(available.items.find((order) => order.id === first.orderId)?.style).toBeNull();

    // instructions.txt opens with the same snapshot, in the client's language.
    const order = await selectDownloadOrder(db(), second.orderId, null);
    const files = {
      names: [],
      frameNames: new Map(),
      pinnedNames: new Map(),
      styleReferences: ['style/1-liked.jpg'],
    };
    const text = instructionsText(order as NonNullable<typeof order>, [], files, [], 'pl');
    expect(text).toContain('Styl klienta');
    expect(text).toContain('- Balans bieli: Ciepły\r\n');
    expect(text).toContain('- Trawnik: Bardziej zielony\r\n');
    expect(text).toContain('- Słowami klienta: Warm, please\r\n');
    expect(text).toContain('- Zdjęcie, które klient lubi: style/1-liked.jpg\r\n');
    expect(text).not.toContain('Cool now');
    expect(text.indexOf('Styl klienta')).toBeLessThan(text.indexOf('Komentarz'));
  });
});
