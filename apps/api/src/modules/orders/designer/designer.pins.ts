// The designer's checklist: the client's instruction pins of a photo, ticked off one by one while the order is
// being worked on (in progress, or revisions requested). Only the order's designer may tick them.
import {
  type DesignerTickPinInput,
  type DesignerTickPinOutput,
  designerMessageKeys,
} from '@photoedit/contracts';
import { AppError } from '../../../errors';
import { storedPins } from '../orders.lifecycle';
import { lockImageOfDesigner, updateInstructionPins } from './designer.queries';
import { type DesignerDeps, workingStatuses } from './designer.service';

const k = designerMessageKeys;

export async function tickPin(
  deps: Pick<DesignerDeps, 'db' | 'now'>,
  designerId: string,
  input: DesignerTickPinInput,
): Promise<DesignerTickPinOutput> {
  return deps.db.transaction().execute(async (trx) => {
    const image = await lockImageOfDesigner(trx, input.orderImageId, designerId);
    if (!image)
      throw new AppError('NOT_FOUND', k.orderNotFound, { message: 'No such photo in your orders.' });
    if (!workingStatuses.includes(image.status)) {
      throw new AppError('CONFLICT', k.notSubmittable, { message: 'This order is not being worked on.' });
    }
    const pins = storedPins(image.instruction_pins);
    const index = input.pin - 1;
    if (!pins[index])
      throw new AppError('BAD_INPUT', k.pinNotFound, { message: 'No such pin on the photo.' });
    const next = pins.map((pin, at) => (at === index ? { ...pin, done: input.done } : pin));
    await updateInstructionPins(trx, image.id, next, deps.now());
    return { orderImageId: image.id, pins: next };
  });
}
