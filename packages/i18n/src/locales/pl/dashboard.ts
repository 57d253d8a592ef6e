import type { dashboard as enDashboard } from '../en/dashboard';
import type { Translation } from '../types';

export const dashboard: Translation<typeof enDashboard> = {
  client: {
    title: 'Twój panel',
    greeting: 'Witaj ponownie, {{name}}',
    greetingNoName: 'Witaj ponownie',
    stats: {
      label: 'Podsumowanie zamówień',
      activeOrders: 'Aktywne zamówienia',
      totalOrders: 'Wszystkie zamówienia',
      totalSpent: 'Wydano łącznie',
    },
    ordersTitle: 'Twoje zamówienia',
    noOrders: 'Nie masz jeszcze żadnych zamówień',
    noOrdersHint:
      'Prześlij zdjęcia i wybierz potrzebne usługi. Tutaj pojawi się lista zamówień, ich status i gotowe zdjęcia.',
    newOrder: 'Nowe zamówienie',
  },
  designer: {
    title: 'Panel grafika',
    greeting: 'Cześć, {{name}}',
    awaitingTitle: 'Twoje konto czeka na zatwierdzenie',
    awaitingBody:
      'Dziękujemy za rejestrację. Administrator wkrótce sprawdzi Twoje konto. Ta strona odświeży się sama po zatwierdzeniu.',
    approved: 'Twoje konto zostało zatwierdzone.',
    tabsLabel: 'Zamówienia',
    tabs: {
      available: 'Dostępne zamówienia',
      mine: 'Moje zamówienia',
    },
    noAvailable: 'Obecnie nie ma dostępnych zamówień.',
    noAvailableHint: 'Tutaj pojawiają się nowe opłacone zamówienia do przyjęcia.',
    noMine: 'Nie przyjęto jeszcze żadnych zamówień.',
    noMineHint: 'Przyjęte zamówienia pojawiają się tutaj; zakończone zostają na liście pod otwartymi.',
  },
  admin: {
    title: 'Panel administratora',
    usersTitle: 'Użytkownicy',
    usersIntro: 'Zatwierdzaj nowych grafików oraz aktywuj i dezaktywuj konta.',
    filters: {
      label: 'Filtruj użytkowników',
      role: 'Rola',
      allRoles: 'Wszystkie role',
      search: 'Szukaj',
      searchPlaceholder: 'Imię, nazwisko lub e-mail',
    },
    columns: {
      name: 'Imię i nazwisko',
      email: 'E-mail',
      role: 'Rola',
      status: 'Status',
      joined: 'Dołączył(a)',
      actions: 'Akcje',
    },
    status: {
      active: 'Aktywne',
      inactive: 'Nieaktywne',
      awaitingApproval: 'Czeka na zatwierdzenie',
    },
    actions: {
      approve: 'Zatwierdź',
      activate: 'Aktywuj',
      deactivate: 'Dezaktywuj',
      loadMore: 'Pokaż więcej',
    },
    confirmDeactivate: {
      title: 'Dezaktywować to konto?',
      description:
        '{{email}} zostanie wszędzie wylogowany(-a) i nie zaloguje się do czasu ponownej aktywacji.',
      confirm: 'Dezaktywuj',
      cancel: 'Anuluj',
    },
    messages: {
      approved: 'Grafik zatwierdzony',
      statusUpdated: 'Status zaktualizowany',
      usersItem: 'użytkownicy',
    },
    empty: 'Brak użytkowników spełniających kryteria.',
    you: '(Ty)',
  },
};
