import type { help as en } from '../en/help';
import type { Translation } from '../types';

export const help: Translation<typeof en> = {
  open: 'Pomoc',
  title: 'Jak możemy pomóc?',
  hours: 'Wsparcie 9:00–18:00 · e-mail 24/7 · odpowiadamy w ciągu 2 godzin',
  close: 'Zamknij pomoc',
  options: {
    email: 'Napisz do nas',
    emailHint: 'E-mailem, odpowiedź w ciągu 2 godzin',
    chat: 'Czat na Messengerze',
    chatHint: 'Otwiera Messengera w nowej karcie',
    faq: 'Centrum FAQ',
    faqHint: 'Wkrótce',
  },
  form: {
    email: 'Twój adres e-mail',
    message: 'Wiadomość',
    send: 'Wyślij wiadomość',
    sending: 'Wysyłanie…',
    back: 'Wstecz',
  },
  sent: 'Wiadomość wysłana. Odpowiemy w ciągu 2 godzin.',
  sendFailed: 'Nie udało się wysłać wiadomości. Spróbuj ponownie.',
  faqComingSoon: 'Centrum pomocy już wkrótce! Na razie napisz do nas e-mailem.',
};
