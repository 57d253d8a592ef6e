import type { home as en } from '../en/home';
import type { Translation } from '../types';

export const home: Translation<typeof en> = {
  metaDescription:
    'PhotoEdit — profesjonalna obróbka zdjęć nieruchomości i zdjęć komercyjnych, gotowa w 24 godziny.',
  hero: {
    eyebrow: 'Obróbka zdjęć nieruchomości i zdjęć komercyjnych',
    title: 'Profesjonalna obróbka zdjęć w 24 godziny',
    subtitle:
      'Prześlij zdjęcia, wybierz usługi dla każdego z nich i zapłać bezpiecznie kartą. Nasi graficy oddadzą dopracowane zdjęcia gotowe do ogłoszenia już jutro.',
    browseServices: 'Zobacz usługi',
    uploadPhotos: 'Prześlij zdjęcia',
    compareLabel: 'Przed i po: {{name}}',
    beforeAlt: '{{name}}: przed edycją',
    afterAlt: '{{name}}: po edycji',
  },
  claims: {
    label: 'Nasze gwarancje',
    delivery: {
      title: 'Realizacja w {{hours}}h',
      body: 'Gotowe zdjęcia w ciągu doby od złożenia zamówienia.',
    },
    onTime: {
      title: '{{percent}} zamówień na czas',
      body: 'Mierzone dla każdego zrealizowanego zamówienia.',
    },
    guarantee: { title: '{{days}}-dniowa gwarancja', body: 'Coś nie tak z obróbką? Poprawimy to.' },
  },
  services: {
    portfolio: 'Więcej naszych prac: {{name}}',
    portfolioAlt: '{{name}}: przykład {{number}}',
    title: 'Usługi obróbki',
    subtitle: 'Wybierz jedną lub więcej usług dla każdego zdjęcia. Ceny podane są za zdjęcie.',
    from: 'Od',
    perImage: 'za zdjęcie',
  },
  turnaround: {
    title: 'Czas realizacji',
    subtitle: 'Ceny usług powyżej dotyczą realizacji standardowej. Tempo wybierasz razem z usługami.',
    tiers: {
      express: 'Ekspres',
      standard: 'Standard',
      economy: 'Ekonomiczny',
    },
    hours: 'Gotowe w ciągu {{hours}} h',
    more: '+{{percent}} do ceny usług',
    less: '−{{percent}} od ceny usług',
    same: 'Ceny jak powyżej',
  },
  howItWorks: {
    title: 'Jak to działa',
    stepNumber: 'Krok {{number}}',
    steps: {
      upload: {
        title: 'Prześlij zdjęcia',
        body: 'Dodaj zdjęcia w formacie JPG, PNG, WEBP lub GIF, do 10\u00a0MB każde.',
      },
      services: {
        title: 'Wybierz usługi',
        body: 'Wybierz obróbkę dla każdego zdjęcia i zostaw notatkę dla grafika.',
      },
      details: { title: 'Twoje dane', body: 'Podaj, dokąd mamy wysłać zdjęcia i dane logowania.' },
      pay: {
        title: 'Podsumowanie i płatność',
        body: 'Sprawdź zamówienie, dodaj kod rabatowy i zapłać bezpiecznie kartą.',
      },
    },
  },
  footer: {
    supportHours: 'Wsparcie: 9:00–18:00. Odpowiadamy w ciągu 2 godzin.',
    emailAlwaysOpen: 'Wsparcie e-mailowe działa 24/7.',
    copyright: '© {{year}} PhotoEdit. Wszelkie prawa zastrzeżone.',
  },
};
