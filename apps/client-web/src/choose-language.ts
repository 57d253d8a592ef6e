// The script of the page served for `/` (ADR 009): the language SPEC §4's detection gives, then its home page.
// Built on its own (no app code), so the page leaves before the app would have started.
import { detectLanguage, readBrowserLanguageSources } from '@photoedit/i18n/detect-language';

window.location.replace(
  `/${detectLanguage(readBrowserLanguageSources())}${window.location.search}${window.location.hash}`,
);
