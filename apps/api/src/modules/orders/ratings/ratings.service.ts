// Ratings and preferred designers (issue 33): the client rates a completed order and prefers or blocks its
// designer for 30 days after completion; admins and the designer read the designer's average.
import {
  type AssignmentSettings,
  type DesignerPreference,
  type DesignerRatingSummary,
  type OrderRatingState,
  ratingMessageKeys,
  ratingRules,
} from '@photoedit/contracts';
import { AppError } from '../../../errors';
import type { PlainServiceDeps } from '../../service-deps';
import {
  selectPreference,
  selectRatableOrder,
  selectRating,
  selectRatingSummaries,
  setPreference,
  updateAssignmentSettings,
  upsertRating,
} from './ratings.queries';

const k = ratingMessageKeys;
const dayMs = 86_400_000;

type RatableOrder = NonNullable<Awaited<ReturnType<typeof selectRatableOrder>>>;

/** Until when a completed order with a designer can be rated; null when it cannot be. */
export const ratingEditableUntil = (order: Pick<RatableOrder, 'status' | 'designer_id' | 'completed_at'>) =>
  order.status === 'completed' && order.designer_id && order.completed_at
    ? new Date(order.completed_at.getTime() + ratingRules.editableDays * dayMs)
    : null;

/** The order, open for a rating now: refusals are translated 4xx and change nothing. */
async function openOrder(deps: PlainServiceDeps, clientId: string, orderNumber: number) {
  const order = await selectRatableOrder(deps.db, clientId, orderNumber);
  if (!order) throw new AppError('NOT_FOUND', k.orderNotFound, { message: 'No such order.' });
  const until = ratingEditableUntil(order);
  if (!until) {
    throw new AppError('CONFLICT', k.notCompleted, { message: 'Only a completed order can be rated.' });
  }
  if (deps.now() > until) {
    throw new AppError('CONFLICT', k.closed, {
      message: 'Ratings can be changed for 30 days after completion.',
    });
  }
  return { ...order, designer_id: order.designer_id as string, until };
}

/** What the client's order page shows of its rating. */
export async function orderRatingState(
  deps: PlainServiceDeps,
  clientId: string,
  order: Pick<RatableOrder, 'id' | 'status' | 'designer_id' | 'completed_at'>,
): Promise<OrderRatingState> {
  const until = ratingEditableUntil(order);
  const [rating, preference] = await Promise.all([
    selectRating(deps.db, order.id),
    order.designer_id ? selectPreference(deps.db, clientId, order.designer_id) : null,
  ]);
  return {
    rating: rating
      ? { stars: rating.stars, comment: rating.comment, updatedAt: rating.updated_at.toISOString() }
      : null,
    editableUntil: until && deps.now() <= until ? until.toISOString() : null,
    designerPreference: preference,
  };
}

export async function rateOrder(
  deps: PlainServiceDeps,
  clientId: string,
  input: { orderNumber: number; stars: number; comment: string | null },
): Promise<OrderRatingState> {
  const order = await openOrder(deps, clientId, input.orderNumber);
  await upsertRating(deps.db, {
    orderId: order.id,
    clientId,
    designerId: order.designer_id,
    stars: input.stars,
    comment: input.comment,
    now: deps.now(),
  });
  return orderRatingState(deps, clientId, order);
}

export async function setDesignerPreference(
  deps: PlainServiceDeps,
  clientId: string,
  input: { orderNumber: number; preference: DesignerPreference | null },
): Promise<OrderRatingState> {
  const order = await openOrder(deps, clientId, input.orderNumber);
  await setPreference(deps.db, clientId, order.designer_id, input.preference, deps.now());
  return orderRatingState(deps, clientId, order);
}

/** Each designer's rating summary (designers without ratings: no stars yet). */
export async function designerRatings(
  deps: Pick<PlainServiceDeps, 'db'>,
  designerIds: readonly string[],
): Promise<(designerId: string) => DesignerRatingSummary> {
  const summaries = await selectRatingSummaries(deps.db, designerIds);
  return (designerId) => summaries.get(designerId) ?? { average: null, count: 0 };
}

export async function saveAssignmentSettings(
  deps: Pick<PlainServiceDeps, 'db'>,
  settings: AssignmentSettings,
) {
  await updateAssignmentSettings(deps.db, settings);
  return settings;
}
