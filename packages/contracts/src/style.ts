// "My style" (issue 33): the choices editing services actually use, saved once by a client and carried by every
// order they pay for — a snapshot taken at payment, so a later edit never changes a placed order. The designer
// reads it first on the order and in instructions.txt; the listing consistency check reads its white balance and
// brightness (listing-look.ts).
import { z } from 'zod';
import { OrderReference } from './orders';
import { cleanText } from './text';

/** Each choice and its options, in the order the form shows them. */
export const styleOptions = {
  whiteBalance: ['neutral', 'warm', 'cool'],
  brightness: ['natural', 'bright', 'airy'],
  sky: ['keep', 'blue', 'dramatic', 'sunset'],
  windows: ['asShot', 'pulled'],
  verticals: ['straight', 'asShot'],
  screens: ['black', 'keep'],
  fireplaces: ['keep', 'fire'],
  lawn: ['keep', 'greener'],
  lights: ['on', 'asShot'],
  clutter: ['keep', 'remove'],
} as const;

export type StyleChoice = keyof typeof styleOptions;
export const styleChoices = Object.keys(styleOptions) as StyleChoice[];

export const styleRules = {
  noteMaxLength: 2000,
  maxReferences: 5,
} as const;

export const styleMessageKeys = {
  invalidChoice: 'errors.style.invalidChoice',
  noteTooLong: 'errors.style.noteTooLong',
  tooManyReferences: 'errors.style.tooManyReferences',
  /** A reference is not a finished upload of the client's own. */
  referenceInvalid: 'errors.style.referenceInvalid',
} as const;

const k = styleMessageKeys;

const choice = <Options extends readonly [string, ...string[]]>(options: Options) =>
  z.enum(options, { error: k.invalidChoice }).nullable().default(null);

/** Every choice, null where the client has no preference. */
export const StyleChoices = z.strictObject(
  {
    whiteBalance: choice(styleOptions.whiteBalance),
    brightness: choice(styleOptions.brightness),
    sky: choice(styleOptions.sky),
    windows: choice(styleOptions.windows),
    verticals: choice(styleOptions.verticals),
    screens: choice(styleOptions.screens),
    fireplaces: choice(styleOptions.fireplaces),
    lawn: choice(styleOptions.lawn),
    lights: choice(styleOptions.lights),
    clutter: choice(styleOptions.clutter),
  },
  { error: k.invalidChoice },
);
export type StyleChoices = z.output<typeof StyleChoices>;

/** `style.save`: the whole style at once (what is left out has no preference). */
export const StyleInput = z.object({
  choices: StyleChoices,
  note: cleanText(z.string({ error: k.noteTooLong }).trim().max(styleRules.noteMaxLength, k.noteTooLong), {
    multiline: true,
  })
    .optional()
    .transform((value) => (value ? value : null)),
  referenceIds: z
    .array(z.uuid({ error: k.referenceInvalid }), { error: k.referenceInvalid })
    .max(styleRules.maxReferences, k.tooManyReferences)
    .refine((ids) => new Set(ids).size === ids.length, k.referenceInvalid)
    .default([]),
});
export type StyleInput = z.input<typeof StyleInput>;

/** A style as the apps show it: the client's own (`style.get`) or an order's snapshot. */
export const StyleView = z.object({
  choices: StyleChoices,
  note: z.string().nullable(),
  references: z.array(OrderReference),
  /** When the client saved it (for a snapshot: the version the order carries). */
  savedAt: z.string(),
});
export type StyleView = z.infer<typeof StyleView>;

/** Whether a style says anything at all. */
export const styleIsEmpty = (style: Pick<StyleView, 'choices' | 'note' | 'references'>) =>
  styleChoices.every((name) => style.choices[name] === null) && !style.note && style.references.length === 0;
