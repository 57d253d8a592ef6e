// The e-mails' texts for the API (`@photoedit/i18n/mail`): one i18next instance with the `mail` namespace only,
// kept out of the web apps' bundles. `mailTranslator(language)` gives the `t` of a recipient's language, with
// i18next plurals (English one/other, Polish one/few/many/other).
import type { Language } from '@photoedit/contracts';
import i18next from 'i18next';
import { mail as enMail } from './locales/en/mail';
import { mail as plMail } from './locales/pl/mail';

export const mailResources = { en: { mail: enMail }, pl: { mail: plMail } } as const;

const instance = i18next.createInstance();
void instance.init({
  resources: mailResources,
  lng: 'en',
  fallbackLng: 'en',
  ns: ['mail'],
  defaultNS: 'mail',
  // React (react-email) escapes what it renders; the text version must not carry HTML entities.
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
type WithoutPlural<K> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K;
/** A text of the mail namespace: `accessCode.subject`, or a plural's base key with `count` (`workReady.body`). */
export type MailKey = WithoutPlural<Leaves<typeof enMail>>;
export type MailT = (key: MailKey, values?: Record<string, string | number>) => string;

export function mailTranslator(language: Language): MailT {
  // The apps' type augmentation of i18next knows their namespaces only; this instance has `mail` alone.
  const t = instance.getFixedT(language, 'mail' as never);
  return (key, values) => String(t(key as never, values as never));
}
export { formatMoney } from './format';
