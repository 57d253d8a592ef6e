import type { legal as en } from '../en/legal';
import type { Translation } from '../types';

export const legal: Translation<typeof en> = {
  lastUpdated: 'Ostatnia aktualizacja: 21 listopada 2026',
  terms: {
    title: 'Regulamin',
    sections: [
      {
        heading: '1. O regulaminie',
        paragraphs: [
          'Niniejszy regulamin określa zasady korzystania z PhotoEdit, serwisu internetowego do zamawiania i odbioru obróbki zdjęć, głównie zdjęć nieruchomości i zdjęć komercyjnych. Składając zamówienie lub zakładając konto, akceptujesz regulamin.',
        ],
      },
      {
        heading: '2. Kto może korzystać z PhotoEdit',
        paragraphs: [
          'Aby korzystać z PhotoEdit, musisz mieć ukończone 13 lat.',
          'Jeśli masz od 13 do 18 lat, możesz korzystać z PhotoEdit wyłącznie za zgodą rodzica lub opiekuna prawnego, który akceptuje regulamin w Twoim imieniu.',
        ],
      },
      {
        heading: '3. Zamówienia i płatności',
        paragraphs: [
          'Przesyłasz zdjęcia, wybierasz jedną lub więcej usług obróbki dla każdego z nich i płacisz kartą. Ceny za zdjęcie widzisz przed płatnością, a kwotę całkowitą obliczamy przy składaniu zamówienia.',
          'Przy pierwszym zamówieniu zakładamy dla Ciebie konto na podany adres e-mail i wysyłamy na niego dane logowania.',
        ],
      },
      {
        heading: '4. Realizacja i gwarancja',
        paragraphs: [
          'Staramy się zrealizować każde zamówienie w ciągu 24 godzin od płatności; 99,5% zamówień dostarczamy na czas.',
          'Przez 30 dni od dostarczenia możesz zgłosić, że obróbka nie odpowiada Twoim instrukcjom, a poprawimy ją bez dodatkowych opłat. Każde zdjęcie obejmuje jedną prośbę o poprawkę w panelu klienta.',
          'Jeśli dostarczymy zamówienie po terminie, automatycznie przyznamy Ci kredyt: 1% kwoty zapłaconej za zamówienie za każde rozpoczęte 15 minut spóźnienia, do 50%, oraz całą dopłatę za tryb Express, jeśli spóźni się zamówienie Express. Kredyt trafia na Twoje konto w walucie zamówienia, informujemy o nim e-mailem i jest używany automatycznie przy następnym zamówieniu w tej walucie; zamówienie pokryte nim w całości nie wymaga karty. Strona Rozliczenia pokazuje każdy kredyt i jego wykorzystanie.',
          'Zwroty trafiają na kartę, którą zapłacono. Przy zwrocie za pojedyncze zdjęcie zwracamy jego część kwoty zapłaconej kartą; zwrot nigdy nie przekracza zapłaconej kwoty.',
        ],
      },
      {
        heading: '5. Twoje zdjęcia',
        paragraphs: [
          'Zachowujesz wszelkie prawa do przesłanych zdjęć i do efektów obróbki. Potwierdzasz, że masz prawo je przesłać, i pozwalasz nam przetwarzać je wyłącznie w celu realizacji zamówienia.',
        ],
      },
      {
        heading: '6. Spory',
        paragraphs: [
          'Jeśli coś pójdzie nie tak, skontaktuj się najpierw z nami. Spory rozstrzygamy w ciągu 14 dni roboczych od otrzymania reklamacji.',
        ],
      },
      {
        heading: '7. Kontakt',
        paragraphs: [
          'Nasz zespół wsparcia pracuje w godzinach 9:00–18:00 i odpowiada w ciągu 2 godzin. Wsparcie e-mailowe działa 24/7.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Polityka prywatności',
    sections: [
      {
        heading: '1. Jakie dane zbieramy',
        paragraphs: [
          'Zbieramy dane podane przy zamówieniu (adres e-mail, imię i nazwisko, numer telefonu, firmę i uwagi do zamówienia), przesłane zdjęcia oraz dane techniczne potrzebne do bezpiecznej obsługi sesji.',
          'Zanim ktokolwiek inny zobaczy przesłane zdjęcie, usuwamy z niego lokalizację zapisaną przez aparat lub telefon (GPS): nie trafia ona ani do grafików, którzy je obrabiają, ani do pobieranych przez nich plików. Reszta pliku – obraz i pozostałe informacje, np. informacja o prawach autorskich – pozostaje dokładnie taka, jak ją przesłano.',
        ],
      },
      {
        heading: '2. Jak je wykorzystujemy',
        paragraphs: [
          'Wykorzystujemy dane, aby zrealizować i rozliczyć zamówienia, umożliwić logowanie, informować o zamówieniach i odpowiadać na pytania. Płatności kartą obsługuje nasz operator płatności; nigdy nie widzimy ani nie przechowujemy pełnego numeru karty.',
        ],
      },
      {
        heading: '3. Pliki cookie i pamięć lokalna',
        paragraphs: [
          'Niezbędne dane w przeglądarce utrzymują logowanie oraz zapamiętują język i wybór dotyczący plików cookie; są zawsze włączone. Analityczne, marketingowe i funkcjonalne pliki cookie stosujemy tylko za Twoją zgodą, którą możesz zmienić w każdej chwili w banerze plików cookie.',
        ],
      },
      {
        heading: '4. Dzieci',
        paragraphs: [
          'PhotoEdit nie jest przeznaczony dla dzieci poniżej 13 lat. Użytkownicy w wieku od 13 do 18 lat potrzebują zgody rodzica lub opiekuna prawnego.',
        ],
      },
      {
        heading: '5. Twoje prawa',
        paragraphs: [
          'Możesz poprosić o kopię swoich danych, ich poprawienie lub usunięcie albo sprzeciwić się ich wykorzystaniu. Na każde żądanie dotyczące prywatności odpowiadamy w ciągu 30 dni.',
        ],
      },
      {
        heading: '6. Kontakt',
        paragraphs: [
          'Napisz do nas e-mailem o dowolnej porze (24/7); nasz zespół odpowiada w godzinach 9:00–18:00, w ciągu 2 godzin.',
        ],
      },
    ],
  },
};
