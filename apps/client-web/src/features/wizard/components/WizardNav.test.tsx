import { initI18n } from '@photoedit/i18n';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { detailsFormId } from './DetailsStep';
import { WizardNav } from './WizardNav';

beforeAll(() => {
  initI18n({ language: 'en' });
});
afterEach(cleanup);

describe('WizardNav', () => {
  it('has no Back on the first step, and Next moves on', async () => {
    const onNext = vi.fn();
    render(<WizardNav step="upload" stepIndex={0} onBack={vi.fn()} onNext={onNext} />);
    expect(screen.getAllByRole('button')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button'));
    expect(onNext).toHaveBeenCalledOnce();
  });

  it('submits the details form from the details step, and has only Back on the review', async () => {
    const onBack = vi.fn();
    const { rerender } = render(<WizardNav step="details" stepIndex={2} onBack={onBack} onNext={vi.fn()} />);
    const [back, next] = screen.getAllByRole('button');
    expect(next?.getAttribute('type')).toBe('submit');
    expect(next?.getAttribute('form')).toBe(detailsFormId);
    await userEvent.click(back as HTMLElement);
    expect(onBack).toHaveBeenCalledOnce();
    rerender(<WizardNav step="review" stepIndex={3} onBack={onBack} onNext={vi.fn()} />);
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });
});
