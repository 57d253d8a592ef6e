import { initI18n } from '@photoedit/i18n';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useOrderWizard } from './useOrderWizard';
import { wizardPhoto } from './wizard.fixtures';
import { clearWizardState, initialWizardState, saveWizardState } from './wizard-state';

vi.mock('../../lib/useServiceCatalogue', () => ({ useServiceCatalogue: () => [] }));
vi.mock('./wizard-api', () => ({ createDraft: vi.fn() }));

beforeAll(() => {
  initI18n({ language: 'en' });
});
afterEach(() => clearWizardState());

describe('useOrderWizard', () => {
  it('keeps the upload step while there is no photo, and says why until the step is left', () => {
    const { result } = renderHook(() => useOrderWizard('en', undefined));
    act(() => result.current.next());
    expect(result.current.state.step).toBe(0);
    expect(result.current.stepError).toBe('Please upload at least one photo.');
    act(() => result.current.goTo(0));
    expect(result.current.stepError).toBeUndefined();
  });

  it('moves on from the uploads once a photo is stored, and remembers the furthest step reached', () => {
    saveWizardState({
      ...initialWizardState(),
      draftToken: 'draft',
      draftExpiresAt: new Date(Date.now() + 3600_000).toISOString(),
      photos: [wizardPhoto('a')],
    });
    const { result } = renderHook(() => useOrderWizard('en', undefined));
    act(() => result.current.next());
    expect(result.current.state.step).toBe(1);
    act(() => result.current.goTo(3));
    act(() => result.current.goTo(1));
    expect(result.current.state.step).toBe(1);
    expect(result.current.reached).toBe(3);
  });
});
