import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSavedWizardState } from './useSavedWizardState';
import { clearWizardState, loadWizardState } from './wizard-state';

afterEach(() => clearWizardState());

describe('useSavedWizardState', () => {
  it('fills an empty contact from the account, says so, and saves every change', () => {
    const { result } = renderHook(() => useSavedWizardState({ email: 'ann@example.com', firstName: 'Ann' }));
    expect(result.current.prefilled).toBe(true);
    expect(result.current.state.contact.firstName).toBe('Ann');
    act(() => result.current.dispatch({ type: 'orderNotes', notes: 'Live on Friday' }));
    expect(loadWizardState().orderNotes).toBe('Live on Friday');
    expect(loadWizardState().contact.email).toBe('ann@example.com');
  });

  it('keeps the details the client typed before, and is not prefilled then', () => {
    const first = renderHook(() => useSavedWizardState(undefined));
    act(() =>
      first.result.current.dispatch({
        type: 'contact',
        contact: { ...first.result.current.state.contact, email: 'typed@example.com' },
      }),
    );
    first.unmount();
    const { result } = renderHook(() => useSavedWizardState({ email: 'ann@example.com' }));
    expect(result.current.prefilled).toBe(false);
    expect(result.current.state.contact.email).toBe('typed@example.com');
  });
});
