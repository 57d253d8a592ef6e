// The client's style (issue 33): read and saved whole by the client ("My style"), copied onto each order at
// payment (the order.paid reaction in style.events.ts), and shown from that snapshot to the designer and admins.
import {
  type LookStyle,
  type OrderReference,
  StyleChoices,
  type StyleInput,
  type StyleView,
  styleMessageKeys,
} from '@photoedit/contracts';
import type { z } from 'zod';
import type { MediaConfig } from '../../config';
import { AppError } from '../../errors';
import { selectOwnReadyMedia, signImageUrls } from '../media';
import type { ServiceDeps } from '../service-deps';
import {
  replaceStyle,
  selectOrderStyleReferences,
  selectStyle,
  selectStyleReferences,
} from './style.queries';

/** What the style reads: the database, the clock, and the media signing settings (for the reference photos). */
export interface StyleDeps extends Omit<ServiceDeps, 'config'> {
  config: { media: Pick<MediaConfig, 'urlSecret' | 'urlTtlSeconds'> };
}
type ParsedStyle = z.output<typeof import('@photoedit/contracts').StyleInput>;

const parseChoices = (value: unknown) => {
  const parsed = StyleChoices.safeParse(value);
  return parsed.success ? parsed.data : StyleChoices.parse({});
};

function referenceView(
  deps: StyleDeps,
  row: { media_id: string; original_filename: string | null },
): OrderReference {
  return { ...signImageUrls(deps.config.media, row.media_id, deps.now()), fileName: row.original_filename };
}

/** The client's saved style, or null before they saved one. */
export async function getStyle(deps: StyleDeps, clientId: string): Promise<StyleView | null> {
  const style = await selectStyle(deps.db, clientId);
  if (!style) return null;
  const references = await selectStyleReferences(deps.db, clientId);
  return {
    choices: parseChoices(style.choices),
    note: style.note,
    references: references.map((row) => referenceView(deps, row)),
    savedAt: style.saved_at.toISOString(),
  };
}

/** Saves the whole style; the reference photos must be the client's own finished uploads. */
export async function saveStyle(
  deps: StyleDeps,
  clientId: string,
  input: ParsedStyle | StyleInput,
): Promise<StyleView> {
  const parsed = input as ParsedStyle;
  await deps.db.transaction().execute(async (trx) => {
    const own = await selectOwnReadyMedia(trx, clientId, parsed.referenceIds);
    if (own.length !== parsed.referenceIds.length) {
      throw new AppError('BAD_INPUT', styleMessageKeys.referenceInvalid, {
        message: 'A reference photo is not a finished upload of yours.',
      });
    }
    await replaceStyle(trx, clientId, {
      choices: parsed.choices,
      note: parsed.note,
      referenceIds: parsed.referenceIds,
      now: deps.now(),
    });
  });
  return (await getStyle(deps, clientId)) as StyleView;
}

interface Snapshot {
  choices: unknown;
  note: string | null;
  savedAt: string;
}

const isSnapshot = (value: unknown): value is Snapshot =>
  typeof value === 'object' && value !== null && 'choices' in value && 'savedAt' in value;

/** What the listing consistency check reads of an order's snapshot. */
export function orderStyleLook(snapshot: unknown): LookStyle | null {
  if (!isSnapshot(snapshot)) return null;
  const choices = parseChoices(snapshot.choices);
  return { whiteBalance: choices.whiteBalance, brightness: choices.brightness };
}

/** The style snapshots of some orders, as the designer's and the admin's views show them. */
export async function loadOrderStyles(
  deps: StyleDeps,
  orders: readonly { id: string; style_snapshot: unknown }[],
): Promise<(orderId: string) => StyleView | null> {
  const withStyle = orders.filter((order) => isSnapshot(order.style_snapshot));
  const references = await selectOrderStyleReferences(
    deps.db,
    withStyle.map((order) => order.id),
  );
  const views = new Map(
    withStyle.map((order) => {
      const snapshot = order.style_snapshot as Snapshot;
      const view: StyleView = {
        choices: parseChoices(snapshot.choices),
        note: snapshot.note ?? null,
        references: references
          .filter((row) => row.order_id === order.id)
          .map((row) => referenceView(deps, row)),
        savedAt: new Date(snapshot.savedAt).toISOString(),
      };
      return [order.id, view];
    }),
  );
  return (orderId) => views.get(orderId) ?? null;
}
