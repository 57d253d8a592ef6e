import type { common as enCommon } from '../en/common';
import type { Translation } from '../types';

export const common: Translation<typeof enCommon> = {
  appName: 'PhotoEdit',
  loading: 'Ładowanie...',
  nav: {
    home: 'Strona główna',
    terms: 'Regulamin',
    privacy: 'Polityka prywatności',
    main: 'Nawigacja główna',
    services: 'Usługi',
    legal: 'Informacje prawne',
    skipToContent: 'Przejdź do treści głównej',
  },
  language: {
    label: 'Język',
    en: 'English',
    pl: 'Polski',
  },
  notFound: {
    title: 'Nie znaleziono strony',
    description: 'Strona, której szukasz, nie istnieje lub została przeniesiona.',
    backHome: 'Przejdź do strony głównej',
  },
  messages: {
    fillRequiredFields: 'Wypełnij wszystkie wymagane pola.',
    // A colon keeps the sentence correct whatever grammatical case the item name has.
    loadFailed: 'Nie udało się załadować: {{item}}.',
    submitFailed: 'Nie udało się wysłać: {{item}}.',
  },
};
