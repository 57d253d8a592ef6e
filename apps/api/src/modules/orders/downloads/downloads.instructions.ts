// The designer's instructions.txt in the ZIP of an order's originals: the order, the client's style (issue 33) as
// the first block, then every photo with its services, note and pins, in the client's language.
import { type InstructionPin, type Language, StyleChoices, styleChoices } from '@photoedit/contracts';
import { mailTranslator } from '@photoedit/i18n/mail';
import type { DownloadOrderRow, DownloadPhotoRow } from './downloads.queries';

export const pinsOf = (photo: DownloadPhotoRow) => (photo.instruction_pins ?? []) as InstructionPin[];

type Translate = ReturnType<typeof mailTranslator>;

/** "Turnaround: Express (12 h), due 2026-11-29 14:00 (UTC)". */
function turnaroundLine(order: DownloadOrderRow, t: Translate): string | undefined {
  if (!order.turnaround || !order.due_at) return undefined;
  const tier = t(`orderSummary.turnaround.${order.turnaround}`, { hours: order.turnaround_hours });
  const due = new Date(order.due_at).toISOString().slice(0, 16).replace('T', ' ');
  return t('instructions.turnaround', { tier, due });
}

/** The client's style as the order keeps it: each choice made, the client's words, the reference photos. */
function styleLines(order: DownloadOrderRow, references: readonly string[], t: Translate): string[] {
  const snapshot = order.style_snapshot as {
    choices?: unknown;
    note?: string | null;
    savedAt?: string;
  } | null;
  if (!snapshot?.savedAt) return [];
  const parsed = StyleChoices.safeParse(snapshot.choices ?? {});
  const choices = parsed.success ? parsed.data : StyleChoices.parse({});
  const lines = [t('instructions.style.title', { date: snapshot.savedAt.slice(0, 10) })];
  for (const name of styleChoices) {
    const option = choices[name];
    if (option === null) continue;
    lines.push(
      t('instructions.style.line', {
        choice: t(`instructions.style.choices.${name}`),
        // The option belongs to the choice (StyleChoices), which the key's type cannot follow.
        option: t(`instructions.style.options.${name}.${option}` as 'instructions.style.options.sky.keep'),
      }),
    );
  }
  if (snapshot.note?.trim()) lines.push(t('instructions.style.note', { note: snapshot.note.trim() }));
  for (const file of references) lines.push(t('instructions.style.reference', { file }));
  return ['', ...lines];
}

export function instructionsText(
  order: DownloadOrderRow,
  photos: readonly DownloadPhotoRow[],
  files: {
    names: readonly string[];
    frameNames: ReadonlyMap<string, readonly string[]>;
    pinnedNames: ReadonlyMap<string, string>;
    styleReferences: readonly string[];
  },
  services: readonly { order_image_id: string; name: string }[],
  language: Language,
): string {
  const { names } = files;
  const t = mailTranslator(language);
  const lines = [t('instructions.title', { number: order.order_number })];
  if (order.contact_property_address) {
    lines.push(t('instructions.propertyAddress', { address: order.contact_property_address }));
  }
  const turnaround = turnaroundLine(order, t);
  if (turnaround) lines.push(turnaround);
  lines.push(...styleLines(order, files.styleReferences, t));
  lines.push('', t('instructions.orderComment'), order.notes?.trim() || t('instructions.none'));
  photos.forEach((photo, index) => {
    const named = services
      .filter((service) => service.order_image_id === photo.id)
      .map((service) => service.name);
    lines.push('', t('instructions.photo', { number: photo.position + 1, file: names[index] ?? '' }));
    const frames = files.frameNames.get(photo.id);
    if (frames) {
      lines.push(t('instructions.bracketSet', { count: frames.length }));
      for (const frame of frames)
        lines.push(t('instructions.frame', { file: `${names[index] ?? ''}${frame}` }));
    }
    lines.push(t('instructions.services', { services: named.join(', ') || t('instructions.none') }));
    if (photo.client_note?.trim())
      lines.push(t('instructions.photoNote', { note: photo.client_note.trim() }));
    pinsOf(photo).forEach((pin, pinIndex) => {
      const percent = (fraction: number) => String(Math.round(fraction * 100));
      lines.push(
        t('instructions.pin', { number: pinIndex + 1, x: percent(pin.x), y: percent(pin.y), note: pin.note }),
      );
    });
    const pinnedCopy = files.pinnedNames.get(photo.id);
    if (pinnedCopy) lines.push(t('instructions.pinnedCopy', { file: pinnedCopy }));
  });
  // CRLF: the file is read on Windows as often as anywhere.
  return `${lines.join('\r\n')}\r\n`;
}
