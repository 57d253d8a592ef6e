// Nazwy wyborów i opcji „Mojego stylu” (zob. en/style-labels.ts).

import type { styleLabels as en } from '../en/style-labels';
import type { Translation } from '../types';

export const styleLabels: Translation<typeof en> = {
  choices: {
    whiteBalance: 'Balans bieli',
    brightness: 'Jasność',
    sky: 'Niebo',
    windows: 'Widok za oknem',
    verticals: 'Pionowe linie',
    screens: 'Ekrany telewizorów i monitorów',
    fireplaces: 'Kominki',
    lawn: 'Trawnik',
    lights: 'Oświetlenie',
    clutter: 'Drobny bałagan',
  },
  options: {
    whiteBalance: { neutral: 'Neutralny', warm: 'Ciepły', cool: 'Chłodny' },
    brightness: { natural: 'Naturalna', bright: 'Jasna', airy: 'Jasna i przestrzenna' },
    sky: {
      keep: 'Bez zmian',
      blue: 'Błękitne z lekkimi chmurami',
      dramatic: 'Dramatyczne',
      sunset: 'Zachód słońca',
    },
    windows: { asShot: 'Bez zmian', pulled: 'Widoczny (wyrównana ekspozycja okna)' },
    verticals: { straight: 'Zawsze proste', asShot: 'Bez zmian' },
    screens: { black: 'Czarne', keep: 'Bez zmian' },
    fireplaces: { keep: 'Bez zmian', fire: 'Dodaj ogień' },
    lawn: { keep: 'Bez zmian', greener: 'Bardziej zielony' },
    lights: { on: 'Włączone', asShot: 'Bez zmian' },
    clutter: { keep: 'Zostaw', remove: 'Usuń' },
  },
  noPreference: 'Bez preferencji',
};
