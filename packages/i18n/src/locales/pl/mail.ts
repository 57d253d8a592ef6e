import type { mail as en } from '../en/mail';
import type { PluralTranslation } from '../types';
import { styleLabels } from './style-labels';

export const mail: PluralTranslation<typeof en> = {
  brand: 'PhotoEdit',
  accessCode: {
    subject: 'Twój kod dostępu PhotoEdit',
    intro: 'Użyj tego kodu, aby otworzyć swoje zamówienia w PhotoEdit:',
    expires_one: 'Kod jest ważny przez {{count}} minutę i można go użyć raz.',
    expires_few: 'Kod jest ważny przez {{count}} minuty i można go użyć raz.',
    expires_many: 'Kod jest ważny przez {{count}} minut i można go użyć raz.',
    expires_other: 'Kod jest ważny przez {{count}} minuty i można go użyć raz.',
    linkIntro: 'Możesz też zalogować się jednym kliknięciem:',
    linkLabel: 'Zaloguj się do PhotoEdit',
    linkExpires_one: 'Link jest ważny przez {{count}} minutę.',
    linkExpires_few: 'Link jest ważny przez {{count}} minuty.',
    linkExpires_many: 'Link jest ważny przez {{count}} minut.',
    linkExpires_other: 'Link jest ważny przez {{count}} minuty.',
    ignore: 'Jeśli ta wiadomość nie jest przeznaczona dla Ciebie, zignoruj ją.',
  },
  designerApproved: {
    subject: 'Twoje konto grafika w PhotoEdit zostało zatwierdzone',
    body: 'Cześć {{name}}, administrator zatwierdził Twoje konto grafika. Możesz już przyjmować zamówienia.',
    label: 'Otwórz studio grafika',
  },
  orderConfirmation: {
    subject: 'Zamówienie #{{number}} przyjęte: PhotoEdit',
    thanks: 'Dziękujemy! Otrzymaliśmy Twoje zamówienie #{{number}} i płatność.',
    due_one: 'Twoje zdjęcia będą gotowe w ciągu {{count}} godziny.',
    due_few: 'Twoje zdjęcia będą gotowe w ciągu {{count}} godzin.',
    due_many: 'Twoje zdjęcia będą gotowe w ciągu {{count}} godzin.',
    due_other: 'Twoje zdjęcia będą gotowe w ciągu {{count}} godziny.',
    summary: 'Podsumowanie zamówienia:',
    linkIntro: 'Śledź swoje zamówienie jednym kliknięciem:',
    linkLabel: 'Otwórz moje zamówienia',
    linkExpires_one: 'Link jest ważny przez {{count}} minutę i można go użyć raz.',
    linkExpires_few: 'Link jest ważny przez {{count}} minuty i można go użyć raz.',
    linkExpires_many: 'Link jest ważny przez {{count}} minut i można go użyć raz.',
    linkExpires_other: 'Link jest ważny przez {{count}} minuty i można go użyć raz.',
    later: 'Później zaloguj się na {{url}} swoim adresem e-mail: wyślemy Ci 6-cyfrowy kod dostępu.',
  },
  orderSummary: {
    image: 'Zdjęcie {{position}}',
    note: 'Uwagi',
    subtotal: 'Suma częściowa',
    discount: 'Rabat ({{code}})',
    turnaround: {
      express: 'Ekspres ({{hours}} h)',
      standard: 'Standard ({{hours}} h)',
      economy: 'Ekonomiczny ({{hours}} h)',
    },
    credit: 'Zapłacono kredytem',
    total: 'Razem',
    test: 'PŁATNOŚĆ TESTOWA: zamówienie opłacono testowym dostawcą offline; nie pobrano żadnych pieniędzy.',
  },
  adminNewOrder: {
    subject: 'Nowe opłacone zamówienie #{{number}}',
    body: 'Zamówienie #{{number}} od {{email}} zostało opłacone i czeka na grafika.',
  },
  workReady: {
    subject: 'Twoje zdjęcia z zamówienia #{{number}} są gotowe: PhotoEdit',
    subjectRevision: 'Poprawione zdjęcia z zamówienia #{{number}} są gotowe: PhotoEdit',
    body_one:
      'Dobra wiadomość! Edytowane zdjęcie z Twojego zamówienia #{{number}} czeka na Twoje sprawdzenie.',
    body_few:
      'Dobra wiadomość! {{count}} edytowane zdjęcia z Twojego zamówienia #{{number}} czekają na Twoje sprawdzenie.',
    body_many:
      'Dobra wiadomość! {{count}} edytowanych zdjęć z Twojego zamówienia #{{number}} czeka na Twoje sprawdzenie.',
    body_other:
      'Dobra wiadomość! {{count}} edytowanego zdjęcia z Twojego zamówienia #{{number}} czeka na Twoje sprawdzenie.',
    bodyRevision_one: 'Zdjęcie z Twojego zamówienia #{{number}} zostało poprawione zgodnie z Twoją prośbą.',
    bodyRevision_few:
      '{{count}} zdjęcia z Twojego zamówienia #{{number}} zostały poprawione zgodnie z Twoją prośbą.',
    bodyRevision_many:
      '{{count}} zdjęć z Twojego zamówienia #{{number}} zostało poprawionych zgodnie z Twoją prośbą.',
    bodyRevision_other:
      '{{count}} zdjęcia z Twojego zamówienia #{{number}} zostało poprawione zgodnie z Twoją prośbą.',
    comment: 'Komentarz grafika:',
    review: 'Otwórz swój panel, aby zaakceptować każde zdjęcie lub poprosić o jedną poprawkę na zdjęcie.',
    button: 'Sprawdź moje zdjęcia',
  },
  revisionRequested: {
    subject: 'Prośba o poprawkę w zamówieniu #{{number}}: PhotoEdit',
    intro: 'W zamówieniu #{{number}} zgłoszono prośbę o poprawkę zdjęcia {{position}}.',
    note: 'Uwagi klienta:',
    pins_one: 'Pinezka na zdjęciu:',
    pins_few: '{{count}} pinezki na zdjęciu:',
    pins_many: '{{count}} pinezek na zdjęciu:',
    pins_other: '{{count}} pinezki na zdjęciu:',
    action: 'Otwórz zamówienie w swoim studiu, popraw zdjęcie i prześlij nową wersję.',
    link: 'Otwórz studio grafika',
  },
  contactCopy: {
    subject: 'Wiadomość od {{email}}',
    intro: '{{email}} napisał(a) przez widżet pomocy (interfejs: {{language}}):',
    reply_one: 'Odpowiedz nadawcy w ciągu {{count}} godziny.',
    reply_few: 'Odpowiedz nadawcy w ciągu {{count}} godzin.',
    reply_many: 'Odpowiedz nadawcy w ciągu {{count}} godzin.',
    reply_other: 'Odpowiedz nadawcy w ciągu {{count}} godziny.',
  },
  contactAcknowledgement: {
    subject: 'Otrzymaliśmy Twoją wiadomość: PhotoEdit',
    thanks: 'Dziękujemy za wiadomość do PhotoEdit. Otrzymaliśmy ją.',
    reply_one:
      'Odpowiadamy w ciągu {{count}} godziny w godzinach pracy wsparcia (9:00–18:00); e-mail dociera do nas 24/7.',
    reply_few:
      'Odpowiadamy w ciągu {{count}} godzin w godzinach pracy wsparcia (9:00–18:00); e-mail dociera do nas 24/7.',
    reply_many:
      'Odpowiadamy w ciągu {{count}} godzin w godzinach pracy wsparcia (9:00–18:00); e-mail dociera do nas 24/7.',
    reply_other:
      'Odpowiadamy w ciągu {{count}} godziny w godzinach pracy wsparcia (9:00–18:00); e-mail dociera do nas 24/7.',
    ignore: 'Jeśli to nie Ty do nas pisałeś(-aś), zignoruj tę wiadomość.',
  },
  instructions: {
    title: 'Zamówienie PhotoEdit {{number}}: instrukcje',
    propertyAddress: 'Adres nieruchomości: {{address}}',
    orderComment: 'Komentarz klienta do zamówienia:',
    photo: 'Zdjęcie {{number}}: {{file}}',
    services: 'Usługi: {{services}}',
    photoNote: 'Uwagi klienta: {{note}}',
    turnaround: 'Czas realizacji: {{tier}}, termin {{due}} (UTC)',
    pin: 'Pinezka {{number}} ({{x}}% od lewej, {{y}}% od góry): {{note}}',
    pinnedCopy: 'Pinezki naniesione na zdjęcie: {{file}}',
    bracketSet: 'Seria ekspozycji (liczba klatek: {{count}}) do połączenia w jedno zdjęcie:',
    frame: '  - {{file}}',
    none: 'brak',
    style: {
      ...styleLabels,
      title: 'Styl klienta (zapisany {{date}}), dla każdego zdjęcia:',
      line: '- {{choice}}: {{option}}',
      note: '- Słowami klienta: {{note}}',
      reference: '- Zdjęcie, które klient lubi: {{file}}',
    },
  },
  lateCredit: {
    subject: 'Spóźniliśmy się z zamówieniem #{{number}}: przyznaliśmy Ci kredyt',
    apology_one: 'Przepraszamy: zamówienie #{{number}} dostarczyliśmy {{count}} minutę po terminie.',
    apology_few: 'Przepraszamy: zamówienie #{{number}} dostarczyliśmy {{count}} minuty po terminie.',
    apology_many: 'Przepraszamy: zamówienie #{{number}} dostarczyliśmy {{count}} minut po terminie.',
    apology_other: 'Przepraszamy: zamówienie #{{number}} dostarczyliśmy {{count}} minuty po terminie.',
    credit: 'Zgodnie z regulaminem dodaliśmy {{amount}} do Twojego kredytu.',
    balance:
      'Twój kredyt wynosi teraz {{amount}}. Zostanie użyty automatycznie przy następnym zamówieniu w tej walucie; wszystkie operacje znajdziesz na stronie Rozliczenia.',
    policy:
      'Za każde rozpoczęte 15 minut spóźnienia zwracamy w kredycie 1% zapłaconej kwoty, do 50%, oraz całą dopłatę za tryb Express, jeśli zamówienie Express było spóźnione.',
  },
  refund: {
    subject: 'Zwrot za zamówienie #{{number}}: PhotoEdit',
    order: 'Zwróciliśmy {{amount}} za zamówienie #{{number}}.',
    photo: 'Zwróciliśmy {{amount}} za zdjęcie {{photo}} z zamówienia #{{number}}.',
    reason: 'Powód:',
    total: 'Dotąd zwróciliśmy {{refunded}} z {{paid}} zapłaconych kartą.',
    card: 'Pieniądze wracają na kartę, którą zapłacono; banki zwykle pokazują zwrot w ciągu 5–10 dni.',
  },
  claimOpened: {
    subject: 'Reklamacja w ramach gwarancji: zamówienie #{{number}}: PhotoEdit',
    intro: '{{email}} zgłasza reklamację zdjęcia {{photo}} z zamówienia #{{number}}.',
    link: 'Otwórz reklamacje w konsoli',
  },
  claimResolved: {
    subject: 'Twoja reklamacja zamówienia #{{number}}: PhotoEdit',
    redo: 'Poprawiamy zdjęcie {{photo}} z zamówienia #{{number}}. Nowa wersja będzie gotowa do {{due}} (UTC); ocenisz ją w panelu jak wcześniej.',
    refund: 'Zwróciliśmy {{amount}} za zdjęcie {{photo}} z zamówienia #{{number}} na Twoją kartę.',
    credit:
      'Dodaliśmy {{amount}} do Twojego kredytu za zdjęcie {{photo}} z zamówienia #{{number}}. Zostanie użyty automatycznie przy następnym zamówieniu.',
    note: 'Nasza uwaga:',
    thanks: 'Dziękujemy za zgłoszenie.',
  },
  claimRedo: {
    subject: 'Poprawka w ramach gwarancji: zamówienie #{{number}}: PhotoEdit',
    intro:
      'Zdjęcie {{photo}} z zamówienia #{{number}} wraca do Ciebie w ramach 30-dniowej gwarancji. Termin: {{due}} (UTC).',
    link: 'Otwórz studio grafika',
  },
  atRisk: {
    subject: {
      unclaimed: 'Zamówienie #{{number}} nie ma jeszcze grafika: PhotoEdit',
      undelivered: 'Zamówienie #{{number}} nie jest jeszcze dostarczone: PhotoEdit',
      overdue: 'Zamówienie #{{number}} jest opóźnione: PhotoEdit',
    },
    lead: {
      unclaimed:
        'Nikt jeszcze nie przyjął zamówienia #{{number}}, a minęła ćwierć jego czasu. Termin: {{due}} (UTC).',
      undelivered:
        'Zamówienie #{{number}} nie jest dostarczone, a minęła większość jego czasu. Termin: {{due}} (UTC). Grafik: {{designer}}.',
      overdue:
        'Termin zamówienia #{{number}} minął {{due}} (UTC), a nie jest dostarczone. Grafik: {{designer}}.',
    },
    link: 'Otwórz tablicę zagrożonych zamówień',
  },
  designerReminder: {
    subject: 'Zamówienie #{{number}} wkrótce: PhotoEdit',
    lead: 'Termin zamówienia #{{number}}: {{due}} (UTC). Oddaj je na czas albo daj nam znać, jeśli nie zdążysz.',
    link: 'Otwórz studio grafika',
  },
  creditPurchase: {
    subject: 'Twój kredyt PhotoEdit',
    lead: 'Dziękujemy! Dodaliśmy {{credit}} do Twojego kredytu PhotoEdit za zapłacone {{paid}}.',
    balance: 'Twój kredyt teraz: {{balance}}.',
    use: 'Zostanie użyty sam przy kolejnych zamówieniach w tej samej walucie, przed kartą, i nie wygasa.',
  },
  webhookSwitchedOff: {
    subject: 'Twój webhook {{name}} został wyłączony',
    lead: 'Punkt odbioru webhooków {{name}} nie przyjął żadnej dostawy przez trzy dni, więc PhotoEdit go wyłączył.',
    url: 'Adres: {{url}}',
    fix: 'Gdy odbiorca znów działa, włącz punkt odbioru w ustawieniach API; nieudane dostawy możesz wysłać ponownie z jego dziennika dostaw.',
    link: 'Otwórz ustawienia API',
  },
  teamInvitation: {
    subject: 'Dodano Cię do zespołu {{team}} w PhotoEdit',
    lead: 'Dodano Cię do zespołu {{team}} w PhotoEdit.',
    roles: {
      owner: 'Jesteś właścicielem zespołu.',
      orderer: 'Możesz zamawiać edycję dla zespołu i widzisz jego zamówienia.',
      accountant: 'Widzisz rozliczenia, kredyt i faktury zespołu.',
    },
    signIn: 'Zaloguj się tym adresem e-mail: wyślemy Ci 6-cyfrowy kod dostępu, hasło nie jest potrzebne.',
    link: 'Zaloguj się do PhotoEdit',
  },
  invoice: {
    title: { invoice: 'Faktura VAT', correction: 'Faktura korygująca' },
    number: 'Nr {{number}}',
    issued: 'Data wystawienia',
    sale: 'Data sprzedaży',
    seller: 'Sprzedawca',
    buyer: 'Nabywca',
    vatId: 'NIP',
    order: 'Zamówienie nr {{number}}',
    columns: {
      description: 'Nazwa usługi',
      quantity: 'Ilość',
      net: 'Netto',
      rate: 'Stawka VAT',
      vat: 'VAT',
      gross: 'Brutto',
    },
    total: 'Razem',
    paidWith: {
      card: 'Zapłacono kartą',
      credit: 'Zapłacono kredytem PhotoEdit',
      offline: 'Płatność testowa: nie pobrano żadnych pieniędzy',
    },
    refundedTo: 'Zwrócono na kartę, którą opłacono zamówienie',
    rate: { reverse_charge: 'oo', outside_eu: 'np.' },
    reverseCharge: 'Odwrotne obciążenie: podatek rozlicza nabywca (art. 196 dyrektywy Rady 2006/112/WE).',
    outsideEu: 'Usługa niepodlegająca opodatkowaniu VAT w Polsce (art. 28b ustawy o VAT); nabywca spoza UE.',
    corrects: 'Korekta faktury {{number}} z dnia {{date}}',
    reason: 'Przyczyna korekty: {{reason}}',
    blend: 'Łączenie ekspozycji (bracketing)',
    turnaround: 'Realizacja: {{tier}}',
    discount: 'Rabat ({{code}})',
    credit: 'Wykorzystany kredyt',
    creditPack: 'Przedpłacony kredyt PhotoEdit ({{credit}})',
    refundOrder: 'Zwrot za zamówienie nr {{number}}',
    refundPhoto: 'Zwrot za zdjęcie {{photo}} z zamówienia nr {{number}}',
    footer: 'Faktura wystawiona elektronicznie przez PhotoEdit; nie wymaga podpisu.',
    attached: 'Faktura {{number}} jest w załączniku tej wiadomości i na stronie Rozliczenia.',
    correctionAttached: 'Faktura korygująca {{number}} jest w załączniku tej wiadomości.',
  },
};
