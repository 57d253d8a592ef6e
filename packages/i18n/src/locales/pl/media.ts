// Przesyłanie i obrazy: teksty modułu przesyłania i komunikaty odmów (klucze przysyła API jako `messageKey`).
import type { media as english } from '../en/media';
import type { Translation } from '../types';

export const media: Translation<typeof english> = {
  errors: {
    unsupportedFormat: 'Nieobsługiwany format. Prześlij obraz JPG, PNG, WEBP lub GIF.',
    fileTooLarge: 'Plik jest za duży — maksymalnie 10\u00a0MB.',
    tooManyPixels: 'Obraz ma zbyt dużą rozdzielczość. Prześlij mniejszy obraz.',
    tooManyFrames: 'Ta animacja ma zbyt wiele klatek.',
    damaged: 'Plik jest uszkodzony. Nie udało się go odczytać jako obrazu.',
    empty: 'Plik jest pusty.',
    missingFile: 'Nie otrzymaliśmy pliku. Wybierz obraz i spróbuj ponownie.',
    oneFileOnly: 'Przesyłaj pliki pojedynczo.',
    malformedBody: 'Przesyłany plik dotarł niekompletny lub uszkodzony. Spróbuj ponownie.',
    processingTimeout: 'Przetwarzanie tego obrazu trwało zbyt długo. Spróbuj z mniejszym.',
    draftInvalid: 'Sesja przesyłania wygasła. Odśwież stronę i spróbuj ponownie.',
    network: 'Przesyłanie nie powiodło się. Sprawdź połączenie i spróbuj ponownie.',
  },
  uploader: {
    label: 'Prześlij zdjęcia',
    dropHere: 'Przeciągnij i upuść zdjęcia tutaj',
    dropActive: 'Upuść zdjęcia, aby je przesłać',
    or: 'lub',
    browse: 'Wybierz pliki',
    hint: 'JPG, PNG, WEBP lub GIF, do 10\u00a0MB każdy.',
    listLabel: 'Przesyłane pliki',
    progress: 'Przesyłanie {{name}}: {{percent}}',
    queued: 'Oczekuje…',
    uploading: 'Przesyłanie… {{percent}}',
    processing: 'Przetwarzanie…',
    done: 'Przesłano',
    failed: 'Błąd',
    canceled: 'Anulowano',
    cancel: 'Anuluj przesyłanie {{name}}',
    retry: 'Ponów przesyłanie {{name}}',
    remove: 'Usuń {{name}}',
    statusDone: 'Przesłano {{name}}.',
    statusFailed: 'Nie udało się przesłać {{name}}: {{reason}}',
    statusCanceled: 'Anulowano przesyłanie {{name}}.',
    thumbnailAlt: 'Podgląd {{name}}',
  },
};
