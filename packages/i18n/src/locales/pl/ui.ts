import type { ui as enUi } from '../en/ui';
import type { Translation } from '../types';

export const ui: Translation<typeof enUi> = {
  toast: {
    region: 'Powiadomienia',
    close: 'Zamknij powiadomienie',
  },
  pins: {
    list: 'Pinezki na zdjęciu',
    pin: 'Pinezka {{number}}',
  },
  brackets: {
    previewLabel: 'Automatyczny podgląd — grafik edytuje pełne ekspozycje',
    previewPending: 'Trwa tworzenie automatycznego podglądu.',
    framesLabel: 'Ekspozycje zdjęcia {{number}} ({{count}})',
    frameAlt: 'Ekspozycja {{number}}: {{name}}',
    cameraMoved: 'Aparat poruszył się między ekspozycjami.',
  },
  references: {
    alt: 'Zdjęcie poglądowe {{number}} {{name}}',
    opensInNewTab: '(otwiera się w nowej karcie)',
  },
  dialog: {
    close: 'Zamknij',
  },
  cookie: {
    region: 'Zgoda na pliki cookie',
    openSettings: 'Ustawienia plików cookie',
    title: 'Szanujemy Twoją prywatność',
    description:
      'Używamy plików cookie niezbędnych do działania tej strony. Za Twoją zgodą używamy też plików cookie do celów analitycznych i marketingowych oraz do zapamiętywania Twoich preferencji.',
    privacyPolicy: 'Polityka prywatności',
    opensInNewTab: '(otwiera się w nowej karcie)',
    acceptNecessary: 'Akceptuj tylko niezbędne',
    managePreferences: 'Zarządzaj preferencjami',
    acceptAll: 'Akceptuj wszystkie',
    savePreferences: 'Zapisz preferencje',
    modal: {
      title: 'Ustawienia plików cookie',
      description:
        'Wybierz, z jakich plików cookie możemy korzystać. Niezbędne pliki cookie są zawsze włączone, ponieważ bez nich strona nie może działać.',
      close: 'Zamknij',
      alwaysOn: 'Zawsze włączone',
    },
    categories: {
      necessary: {
        label: 'Niezbędne',
        description:
          'Wymagane do działania strony, na przykład ze względów bezpieczeństwa i do zapamiętania Twoich wyborów.',
      },
      analytics: {
        label: 'Analityczne',
        description: 'Pomagają nam zrozumieć, jak korzystasz ze strony, abyśmy mogli ją ulepszać.',
      },
      marketing: {
        label: 'Marketingowe',
        description: 'Służą do wyświetlania dopasowanych ofert i mierzenia skuteczności naszych kampanii.',
      },
      preferences: {
        label: 'Funkcjonalne',
        description:
          'Zapamiętują ustawienia, takie jak język, i umożliwiają działanie funkcji, takich jak czat pomocy.',
      },
    },
  },
  error: {
    title: 'Coś poszło nie tak',
    description: 'Przepraszamy, wystąpił nieoczekiwany błąd. Spróbuj odświeżyć stronę.',
    refresh: 'Odśwież stronę',
    retry: 'Spróbuj ponownie',
  },
  chunkError: 'Nie udało się załadować części aplikacji',
  live: {
    down: 'Aktualizacje na żywo wstrzymane. Ponowne łączenie…',
  },
};
