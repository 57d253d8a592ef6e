// Test setup: English messages, clean storage and DOM between tests, and 5 s (not 1 s) for a condition to hold
// (CI runs three suites at once on two cores).
import { changeLanguage, initI18n } from '@photoedit/i18n';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

configure({ asyncUtilTimeout: 5_000 });
initI18n({ language: 'en' });

beforeEach(async () => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  await changeLanguage('en');
});

afterEach(() => {
  cleanup();
});
