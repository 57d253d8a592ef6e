import type { BracketGroupingInput, BracketPhoto, ServiceView } from '@photoedit/contracts';
import { initI18n } from '@photoedit/i18n';
import { mockTrpc } from '@photoedit/web-client/test/mock-trpc';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducer } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../../test/render-with-api';
import { BracketEditContext } from '../bracket-edit-context';
import { useBracketGrouping } from '../useBracketGrouping';
import { wizardPhoto } from '../wizard.fixtures';
import { initialWizardState, type WizardState, wizardReducer } from '../wizard-state';
import { ServicesStep } from './ServicesStep';
import { UploadStep } from './UploadStep';

beforeAll(() => {
  initI18n({ language: 'en' });
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

const services: ServiceView[] = [
  {
    id: 's1',
    slug: 'sky',
    category: 'sky_replacement',
    name: 'Sky',
    description: 'Sky description',
    priceMinor: 300,
    currency: 'USD',
    prices: {},
    beforeImageUrl: '/media/before',
    afterImageUrl: '/media/after',
    portfolioImageUrls: [],
  },
];

const ready = (cameraMoved: boolean) => ({
  status: 'ready' as const,
  image: {
    mediaId: '00000000-0000-4000-8000-00000000000f',
    thumbnailUrl: '/media/blend?quality=thumbnail',
    previewUrl: '/media/blend?quality=preview',
    originalUrl: '/media/blend?quality=original',
  },
  cameraMoved,
});

/** A set of three exposures (a, b, c; b the middle one) and a single photo d. */
const initial = (cameraMoved = false): WizardState => ({
  ...initialWizardState(),
  draftToken: 'draft',
  photos: [
    { ...wizardPhoto('b'), frames: ['a', 'b', 'c'].map(wizardPhoto), preview: ready(cameraMoved) },
    wizardPhoto('d'),
  ],
});

/** What the server answers: the edit applied to the photos sent, the middle file as the lead. */
function answer(input: BracketGroupingInput): { photos: BracketPhoto[] } {
  const photos = input.photos.map((frames) => [...frames]);
  const { edit } = input;
  let result = photos;
  if (edit.kind === 'split') {
    const frames = photos[edit.photo] as string[];
    result.splice(edit.photo, 1, frames.slice(0, edit.frame), frames.slice(edit.frame));
  } else if (edit.kind === 'merge') {
    result.splice(edit.photo, 2, [...(photos[edit.photo] ?? []), ...(photos[edit.photo + 1] ?? [])]);
  } else if (edit.kind === 'separate') {
    result = photos.flat().map((id) => [id]);
  }
  return {
    photos: result.map((frameIds) => ({
      frameIds,
      leadId: frameIds[Math.floor((frameIds.length - 1) / 2)] as string,
      preview: frameIds.length > 1 ? ready(false) : null,
    })),
  };
}

let edits: BracketGroupingInput['edit'][] = [];
beforeEach(() => {
  edits = [];
  mockTrpc((path, input) => {
    if (path === 'media.brackets') {
      edits.push((input as BracketGroupingInput).edit);
      return { data: answer(input as BracketGroupingInput) };
    }
    if (path === 'orders.pricing')
      return { data: { blendSurcharges: { USD: 0, EUR: 0, PLN: 0 }, defaultCurrency: 'USD' } };
    if (path === 'orders.turnarounds') return { data: [] };
    throw new Error(`unexpected call: ${path}`);
  });
});

function Wizard({ step, cameraMoved }: { step: 'upload' | 'services'; cameraMoved?: boolean }) {
  const [state, dispatch] = useReducer(wizardReducer, undefined, () => initial(cameraMoved));
  const { edit } = useBracketGrouping(state, dispatch);
  return (
    <BracketEditContext.Provider value={edit}>
      {step === 'services' ? (
        <ServicesStep
          state={state}
          dispatch={dispatch}
          services={services}
          lang="en"
          currency="USD"
          missing={new Set()}
        />
      ) : (
        <UploadStep
          state={state}
          dispatch={dispatch}
          onEntriesChange={() => undefined}
          ensureDraft={async () => 'draft'}
        />
      )}
    </BracketEditContext.Provider>
  );
}

const cards = () => screen.getAllByTestId('wizard-image');

describe('a bracket set on its card', () => {
  it('shows its stack badge and preview, and is split and merged back by keyboard, focus kept in the cards', async () => {
    renderWithApi(<Wizard step="services" />);
    const [set] = cards() as [HTMLElement];
    expect(within(set).getByTestId('bracket-badge').textContent).toBe('3 exposures');
    expect(
      within(set).getByRole('img', { name: 'Automatic preview — your designer edits the full exposures' }),
    ).toBeTruthy();

    within(set).getByText('Exposures of photo 1').focus();
    await userEvent.keyboard('{Enter}');
    within(set).getByRole('button', { name: 'Start a new photo from exposure 3' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(edits).toEqual([{ kind: 'split', photo: 0, frame: 2 }]);
    await waitFor(() => expect(cards()[1]?.contains(document.activeElement)).toBe(true));

    within(cards()[0] as HTMLElement)
      .getByRole('button', { name: 'Merge photo 1 with the next photo' })
      .focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(within(cards()[0] as HTMLElement).getByTestId('bracket-badge').textContent).toBe('3 exposures');
  });

  it('warns in the photo check when the camera moved between exposures', () => {
    renderWithApi(<Wizard step="services" cameraMoved />);
    expect(within(cards()[0] as HTMLElement).getByTestId('photo-warnings').textContent).toContain(
      'The camera moved between exposures',
    );
  });

  it('turns grouping off and on from the upload step: each file its own photo, then sets again', async () => {
    renderWithApi(<Wizard step="upload" />);
    expect(screen.getByTestId('wizard-photo-count').textContent).toBe('2 photos from 4 files');
    const grouping = screen.getByRole('checkbox', { name: 'Group bracketed exposures into one photo' });
    grouping.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(screen.getByTestId('wizard-photo-count').textContent).toBe('Your photos (4)'));
    expect(edits).toEqual([{ kind: 'separate' }]);
    await waitFor(() => expect((grouping as HTMLInputElement).checked).toBe(false));
  });
});
