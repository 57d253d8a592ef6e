/**
 * The shape of a namespace with every text widened to `string`: the Polish files are typed against the
 * English ones, so a missing or extra key fails the typecheck (an empty English namespace allows no keys).
 */
export type Translation<T> = [keyof T] extends [never]
  ? { readonly [key: string]: never }
  : { readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

/**
 * As Translation, for a namespace with plurals (i18next `_one`/`_other` keys): the Polish file adds the `_few` and
 * `_many` forms its plural rules need.
 */
export type PluralTranslation<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : PluralTranslation<T[K]>;
} & { readonly [key: `${string}_${'few' | 'many'}`]: string };
