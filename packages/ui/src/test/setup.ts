// Test setup: English interface, clean storage and DOM between tests (only for DOM environments).
import { changeLanguage, initI18n } from '@photoedit/i18n';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

const hasDom = typeof window !== 'undefined';

if (hasDom) {
  initI18n({ language: 'en' });

  beforeEach(async () => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    await changeLanguage('en');
  });

  afterEach(() => {
    cleanup();
  });
}
