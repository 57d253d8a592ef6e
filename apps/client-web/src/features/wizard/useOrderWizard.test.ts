import { initI18n } from '@photoedit/i18n';
import { mockTrpc } from '@photoedit/web-client/test/mock-trpc';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiProviders } from '../../test/render-with-api';
import { useOrderWizard } from './useOrderWizard';
import { wizardPhoto } from './wizard.fixtures';
import { clearWizardState, initialWizardState, saveWizardState } from './wizard-state';

beforeAll(() => {
  initI18n({ language: 'en' });
});
beforeEach(() => {
  mockTrpc(() => ({ data: [] }));
});
afterEach(() => {
  clearWizardState();
  vi.restoreAllMocks();
});

/** The wizard once its service catalogue (an empty one) has loaded. */
async function renderWizard() {
  const rendered = renderHook(() => useOrderWizard('en', undefined), { wrapper: ApiProviders });
  await vi.waitFor(() => expect(rendered.result.current).not.toBeNull());
  return rendered;
}

describe('useOrderWizard', () => {
  it('keeps the upload step while there is no photo, and says why until the step is left', async () => {
    const { result } = await renderWizard();
    act(() => result.current.next());
    expect(result.current.state.step).toBe(0);
    expect(result.current.stepError).toBe('Please upload at least one photo.');
    act(() => result.current.goTo(0));
    expect(result.current.stepError).toBeUndefined();
  });

  it('moves on from the uploads once a photo is stored, and remembers the furthest step reached', async () => {
    saveWizardState({
      ...initialWizardState(),
      draftToken: 'draft',
      draftExpiresAt: new Date(Date.now() + 3600_000).toISOString(),
      photos: [wizardPhoto('a')],
    });
    const { result } = await renderWizard();
    act(() => result.current.next());
    expect(result.current.state.step).toBe(1);
    act(() => result.current.goTo(3));
    act(() => result.current.goTo(1));
    expect(result.current.state.step).toBe(1);
    expect(result.current.reached).toBe(3);
  });
});
