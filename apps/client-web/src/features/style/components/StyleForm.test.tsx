import type { StyleView } from '@photoedit/contracts';
import { initI18n } from '@photoedit/i18n';
import { toast } from '@photoedit/ui';
import { mockTrpc } from '@photoedit/web-client/test/mock-trpc';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../../test/render-with-api';
import { StyleForm } from './StyleForm';

beforeAll(() => {
  initI18n({ language: 'en' });
});
afterEach(() => {
  cleanup();
  toast.dismiss();
  vi.restoreAllMocks();
});

const saved: StyleView = {
  choices: {
    whiteBalance: 'warm',
    brightness: null,
    sky: 'dramatic',
    windows: null,
    verticals: null,
    screens: null,
    fireplaces: null,
    lawn: null,
    lights: null,
    clutter: null,
  },
  note: 'Honey floors',
  references: [],
  savedAt: '2026-11-29T12:00:00.000Z',
};

describe('StyleForm', () => {
  it('offers every choice with "No preference", and saves the whole style by keyboard', async () => {
    const { calls } = mockTrpc((path) => {
      if (path !== 'style.save') throw new Error(`unexpected call: ${path}`);
      return { data: saved };
    });
    const onSaved = vi.fn();
    renderWithApi(
      <StyleForm initial={null} submitLabel="Save these choices as my style" onSaved={onSaved} />,
    );
    expect(screen.getAllByRole('group')).toHaveLength(10);
    const balance = screen.getByRole('group', { name: 'White balance' });
    expect(within(balance).getByRole('radio', { name: 'No preference' })).toHaveProperty('checked', true);
    const user = userEvent.setup();
    await user.click(within(balance).getByRole('radio', { name: 'Warm' }));
    // Arrow keys move within a group, as radio groups do.
    within(screen.getByRole('group', { name: 'Sky' }))
      .getByRole('radio', { name: 'Keep as shot' })
      .focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(
      within(screen.getByRole('group', { name: 'Sky' })).getByRole('radio', { name: 'Dramatic' }),
    ).toHaveProperty('checked', true);
    await user.type(screen.getByLabelText(/Anything else the designer should know/), 'Honey floors');
    await user.click(screen.getByRole('button', { name: 'Save these choices as my style' }));
    expect(
      await screen.findByText('Your style is saved. Every order you pay for from now on carries it.'),
    ).toBeTruthy();
    const save = calls.find((call) => call.path === 'style.save');
    expect(save?.input).toEqual({
      choices: { ...saved.choices },
      note: 'Honey floors',
      referenceIds: [],
    });
    expect(onSaved).toHaveBeenCalledWith(saved);
  });

  it('starts from the saved style', () => {
    mockTrpc(() => ({ data: saved }));
    renderWithApi(<StyleForm initial={saved} submitLabel="Save my style" />);
    const sky = screen.getByRole('group', { name: 'Sky' });
    expect(within(sky).getByRole('radio', { name: 'Dramatic' })).toHaveProperty('checked', true);
    expect(screen.getByLabelText(/Anything else the designer should know/)).toHaveProperty(
      'value',
      'Honey floors',
    );
  });
});
