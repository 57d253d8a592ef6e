import type { ServiceView } from '@photoedit/contracts';
import { initI18n } from '@photoedit/i18n';
import { toast } from '@photoedit/ui';
import { mockTrpc } from '@photoedit/web-client/test/mock-trpc';
import { cleanup, createEvent, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducer } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi as render } from '../../../test/render-with-api';
import { emptyContact, initialWizardState, type WizardState, wizardReducer } from '../wizard-state';
import { DetailsStep, detailsFormId } from './DetailsStep';
import { ServicesStep } from './ServicesStep';
import { Stepper } from './Stepper';

beforeAll(() => {
  initI18n({ language: 'en' });
});
// The API: the turnarounds and the surcharge per bracket set (queries of the services step) and the large pin editor's preview address (REST).
beforeEach(() => {
  mockTrpc(
    (path) => {
      if (path === 'orders.pricing')
        return { data: { blendSurcharges: { USD: 0, EUR: 0, PLN: 0 }, defaultCurrency: 'USD' } };
      if (path !== 'orders.turnarounds') throw new Error(`unexpected call: ${path}`);
      return {
        data: [
          { tier: 'express', hours: 12, percent: 150, available: true },
          { tier: 'standard', hours: 48, percent: 100, available: true },
          { tier: 'economy', hours: 96, percent: 90, available: true },
        ],
      };
    },
    () => ({ url: '/media/a?quality=preview', quality: 'preview', expiresAt: '2099-01-01T00:00:00.000Z' }),
  );
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

const service = (id: string, name: string, priceMinor: number): ServiceView => ({
  id,
  slug: name.toLowerCase(),
  category: 'sky_replacement',
  name,
  description: `${name} description`,
  priceMinor,
  currency: 'USD',
  prices: {},
  beforeImageUrl: '/media/before',
  afterImageUrl: '/media/after',
  portfolioImageUrls: [],
});
const services = [service('s1', 'Sky', 300), service('s2', 'Removal', 500)];

const stateWithPhotos = (): WizardState => ({
  ...initialWizardState(),
  draftToken: 'draft',
  photos: ['a', 'b'].map((id) => ({
    mediaId: id,
    name: `${id}.jpg`,
    thumbnailUrl: `/media/${id}?quality=thumbnail&exp=9999999999&sig=x`,
    width: 4,
    height: 3,
    check: null,
    warningsDismissed: false,
  })),
});

function Services({ missing }: { missing: Set<string> }) {
  const [state, dispatch] = useReducer(wizardReducer, undefined, stateWithPhotos);
  return (
    <ServicesStep
      state={state}
      dispatch={dispatch}
      services={services}
      lang="en"
      currency="USD"
      missing={missing}
    />
  );
}

/** Two photos with a check: the first too small and blurred, both near-duplicates of each other. */
function Checked() {
  const [state, dispatch] = useReducer(wizardReducer, undefined, () => {
    const base = stateWithPhotos();
    const [a, b] = base.photos as [WizardState['photos'][0], WizardState['photos'][0]];
    return {
      ...base,
      photos: [
        { ...a, check: { flags: ['tooSmall', 'blurry'], dhash: '0f'.repeat(64) } },
        { ...b, check: { flags: [], dhash: `${'0f'.repeat(63)}0e` } },
      ],
    } satisfies WizardState;
  });
  return (
    <ServicesStep
      state={state}
      dispatch={dispatch}
      services={services}
      lang="en"
      currency="USD"
      missing={new Set()}
    />
  );
}

describe('ServicesStep', () => {
  it('shows the photo check warnings per photo, near-duplicates included, until the client keeps the photo', async () => {
    render(<Checked />);
    expect(screen.getByTestId('photo-warnings-count').textContent).toContain('Photos with a warning: 2.');
    const [first, second] = screen.getAllByTestId('photo-warnings') as [HTMLElement, HTMLElement];
    expect(first.textContent).toContain('The photo is small');
    expect(first.textContent).toContain('looks blurred');
    expect(first.textContent).toContain('looks almost the same as photo 2 (b.jpg) of this order.');
    expect(second.textContent).toContain('looks almost the same as photo 1 (a.jpg) of this order.');
    // The two side by side: this photo first, then the look-alike.
    const pair = within(second).getByTestId('look-alikes');
    expect(
      within(pair)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(['Photo 2: b.jpg', 'Photo 1: a.jpg']);
    expect(second.textContent).not.toContain('small');
    await userEvent.click(screen.getByRole('button', { name: 'Keep this photo as it is: b.jpg' }));
    expect(screen.getAllByTestId('photo-warnings')).toHaveLength(1);
    expect(screen.getByTestId('photo-warnings-count').textContent).toContain('Photos with a warning: 1.');
  });

  it('shows the SPEC message on each image without a service, until one is chosen', async () => {
    render(<Services missing={new Set(['a', 'b'])} />);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Please select at least one service for this image.',
      'Please select at least one service for this image.',
    ]);
    const group = screen.getByRole('group', { name: 'Services for a.jpg' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    await userEvent.click(screen.getAllByRole('checkbox', { name: /^Sky/ })[0] as HTMLElement);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('pins instructions on a photo from the keyboard', async () => {
    render(<Services missing={new Set()} />);
    const [toggle] = screen.getAllByRole('button', { name: 'Pin instructions on the photo' }) as [
      HTMLElement,
    ];
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    screen.getByRole('button', { name: 'Put a pin on the photo' }).focus();
    await userEvent.keyboard('{Enter}');
    const note = screen.getByLabelText('What to change at pin 1');
    expect(document.activeElement).toBe(note);
    await userEvent.type(note, 'Remove this car');
    expect(screen.getByRole('button', { name: 'Instructions pinned on the photo: 1' })).toBeTruthy();

    // Large, zoomed in, for a small thing: the same pins, the photo at preview size.
    await userEvent.click(screen.getByRole('button', { name: /^Open the photo large to place pins/ }));
    const dialog = await screen.findByRole('dialog', { name: /^Pins on Photo 1/ });
    const photo = await within(dialog).findByRole('img', { name: /^Photo 1/ });
    expect(photo.getAttribute('src')).toBe('/media/a?quality=preview');
    expect((within(dialog).getByLabelText('What to change at pin 1') as HTMLInputElement).value).toBe(
      'Remove this car',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    expect(within(dialog).getByTestId('pin-zoom').textContent).toBe('Zoom: 300%');
    expect((within(dialog).getByRole('button', { name: 'Zoom in' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    within(dialog).getByRole('button', { name: 'Put a pin on the photo' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.type(within(dialog).getByLabelText('What to change at pin 2'), 'The cable');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Instructions pinned on the photo: 2' })).toBeTruthy();
    expect((screen.getByLabelText('What to change at pin 2') as HTMLInputElement).value).toBe('The cable');
  });

  it('shows prices on the compact toggles, what each service does on demand, and a live total', async () => {
    render(<Services missing={new Set()} />);
    expect(screen.getByTestId('wizard-live-total').textContent).toContain('Total: $0.00');
    const [skyA] = screen.getAllByRole('checkbox', { name: /^Sky/ });
    // Described once, in the guide, with its before/after example.
    expect(screen.getAllByText('Sky description')).toHaveLength(1);
    expect(screen.getAllByRole('img', { name: 'Sky: before' })).toHaveLength(1);
    expect(screen.getAllByRole('img', { name: 'Sky: after' })).toHaveLength(1);
    expect(screen.getAllByText('Sky replacement').length).toBeGreaterThan(0);
    await userEvent.click(skyA as HTMLElement);
    await userEvent.click(screen.getAllByRole('checkbox', { name: /^Removal/ })[1] as HTMLElement);
    expect(screen.getByTestId('wizard-live-total').textContent).toContain('Total: $8.00');
    expect(screen.getByTestId('wizard-sticky-total').textContent).toContain('Total: $8.00');
    // The turnaround is chosen with the services, priced on them, and counted in the total.
    const turnaround = screen.getByRole('group', { name: 'Turnaround' });
    expect(within(turnaround).getByText('+$4.00')).toBeTruthy();
    expect(within(turnaround).getByText('−$0.80')).toBeTruthy();
    await userEvent.click(within(turnaround).getByRole('radio', { name: /^Express: 12 h/ }));
    expect(screen.getByTestId('wizard-live-total').textContent).toContain('Total: $12.00');
    await userEvent.click(within(turnaround).getByRole('radio', { name: /^Economy: 96 h/ }));
    expect(screen.getByTestId('wizard-sticky-total').textContent).toContain('Total: $7.20');
    await userEvent.type(screen.getAllByLabelText('Instructions for the designer')[0] as HTMLElement, 'Hi');
    expect((screen.getAllByLabelText('Instructions for the designer')[0] as HTMLInputElement).value).toBe(
      'Hi',
    );
  });

  it('applies and removes a service for all selected photos, with Shift-click ranges and "same as previous"', async () => {
    render(<Services missing={new Set()} />);
    const bar = screen.getByRole('region', { name: 'Services for several photos' });
    const add = (name: string) =>
      within(bar).getByRole('button', { name: new RegExp(`^Add to selected\\s*${name}$`) });
    expect((add('Sky') as HTMLButtonElement).disabled).toBe(true);
    // Why the buttons are disabled, said beside them and tied to them.
    const hint = within(bar).getByTestId('bulk-hint');
    expect(hint.textContent).toBe(
      'Tick photos (or Select all photos) to add a service to them or remove one.',
    );
    expect(add('Sky').getAttribute('aria-describedby')).toBe(hint.id);
    await userEvent.click(within(bar).getByRole('checkbox', { name: 'Select all photos' }));
    expect(within(bar).queryByTestId('bulk-hint')).toBeNull();
    expect(within(bar).getByText('Selected: 2 of 2')).toBeTruthy();
    await userEvent.click(add('Sky'));
    expect(
      screen.getAllByRole('checkbox', { name: /^Sky/ }).map((box) => (box as HTMLInputElement).checked),
    ).toEqual([true, true]);
    expect(within(bar).getAllByTestId('bulk-service')[0]?.textContent).toContain('photos: 2');
    await userEvent.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    // A Shift-click selects the range from the last clicked photo.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select photo 2' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select photo 1' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select photo 2' }));
    await userEvent.keyboard('{Shift>}');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select photo 1' }));
    await userEvent.keyboard('{/Shift}');
    expect(within(bar).getByText('Selected: 0 of 2')).toBeTruthy();
    await userEvent.click(within(bar).getByRole('checkbox', { name: 'Select all photos' }));
    await userEvent.click(within(bar).getByRole('button', { name: /^Remove from selected\s*Sky$/ }));
    expect(screen.getByTestId('wizard-live-total').textContent).toContain('Total: $0.00');
    // "Same as previous photo" copies the first photo's services to the second.
    await userEvent.click(screen.getAllByRole('checkbox', { name: /^Removal/ })[0] as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: /^Same as previous photo/ }));
    expect(
      screen.getAllByRole('checkbox', { name: /^Removal/ }).map((box) => (box as HTMLInputElement).checked),
    ).toEqual([true, true]);
  });
});

describe('DetailsStep', () => {
  it('requires the e-mail with the SPEC message, focuses it, and passes valid details on', async () => {
    const errorToast = vi.spyOn(toast, 'error');
    const onValid = vi.fn();
    const onChange = vi.fn();
    const onOrderNotesChange = vi.fn();
    render(
      <>
        <DetailsStep
          lang="en"
          contact={emptyContact}
          billing={null}
          orderNotes=""
          prefilled={false}
          onChange={onChange}
          onBillingChange={() => undefined}
          onOrderNotesChange={onOrderNotesChange}
          onValid={onValid}
        />
        <button type="submit" form={detailsFormId}>
          Continue
        </button>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter your email address.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Email address'));
    expect(onValid).not.toHaveBeenCalled();
    // The field says it: no toast repeats it.
    expect(errorToast).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Email address'), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();

    await userEvent.clear(screen.getByLabelText('Email address'));
    await userEvent.type(screen.getByLabelText('Email address'), 'client@example.com');
    await userEvent.type(screen.getByLabelText(/^Phone/), '+48 600 100 200');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(onValid.mock.calls[0]?.[0]).toMatchObject({
      email: 'client@example.com',
      phone: '+48 600 100 200',
    });
    expect(onValid.mock.calls[0]?.[1]).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ email: 'client@example.com' }));

    await userEvent.type(screen.getByLabelText(/^Notes for the whole order/), 'F');
    expect(onOrderNotesChange).toHaveBeenLastCalledWith('F');
  });

  it('says when the details come from the signed-in account', () => {
    render(
      <DetailsStep
        lang="en"
        contact={{ ...emptyContact, email: 'me@example.com' }}
        billing={null}
        orderNotes=""
        prefilled
        onChange={() => undefined}
        onBillingChange={() => undefined}
        onOrderNotesChange={() => undefined}
        onValid={() => undefined}
      />,
    );
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('me@example.com');
    expect(screen.getByText('We filled in the details of your account.')).toBeTruthy();
  });

  it("takes a company's invoice details when asked, requires them, and drops them when unticked", async () => {
    const onValid = vi.fn();
    const onBillingChange = vi.fn();
    render(
      <>
        <DetailsStep
          lang="pl"
          contact={{ ...emptyContact, email: 'me@example.com' }}
          billing={null}
          orderNotes=""
          prefilled={false}
          onChange={() => undefined}
          onBillingChange={onBillingChange}
          onOrderNotesChange={() => undefined}
          onValid={onValid}
        />
        <button type="submit" form={detailsFormId}>
          Continue
        </button>
      </>,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Make the invoice out to my company' }));
    expect((screen.getByLabelText(/^Country/) as HTMLSelectElement).value).toBe('PL');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter the name the invoice is made out to.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Company name/));
    expect(onValid).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText(/^Company name/), 'Łąka sp. z o.o.');
    await userEvent.type(screen.getByLabelText(/^Street and number/), 'ul. Długa 1');
    await userEvent.type(screen.getByLabelText(/^Postal code/), '00-001');
    await userEvent.type(screen.getByLabelText(/^City/), 'Łódź');
    await userEvent.type(screen.getByLabelText(/^VAT ID/), '5260250995');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[1]).toEqual({
      name: 'Łąka sp. z o.o.',
      street: 'ul. Długa 1',
      postalCode: '00-001',
      city: 'Łódź',
      country: 'PL',
      vatId: '5260250995',
    });

    await userEvent.click(screen.getByRole('checkbox', { name: 'Make the invoice out to my company' }));
    expect(onBillingChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByLabelText(/^Company name/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledTimes(2));
    expect(onValid.mock.calls[1]?.[1]).toBeNull();
  });
});

describe('Stepper', () => {
  it('marks the current step and lets reached steps be chosen', async () => {
    const onSelect = vi.fn();
    render(<Stepper current={2} reached={2} onSelect={onSelect} />);
    const current = screen.getByRole('listitem', { current: 'step' });
    expect(current.textContent).toContain('Step 3 of 4: Your Details');
    expect(screen.queryByRole('button', { name: /Review & Pay/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Upload Photos/ }));
    expect(onSelect).toHaveBeenCalledWith(0);
  });
});

describe('the sequence of the photos in step 2', () => {
  const order = () =>
    screen
      .getAllByTestId('wizard-image')
      .map((card) => /Photo \d+: (\w)\.jpg/.exec(card.textContent ?? '')?.[1]);

  it('moves a photo with its arrows and its position, announcing where it went', async () => {
    const user = userEvent.setup();
    render(<Services missing={new Set()} />);
    expect(order()).toEqual(['a', 'b']);
    await user.click(screen.getByRole('button', { name: 'Move photo 1 later' }));
    expect(order()).toEqual(['b', 'a']);
    expect(screen.getByTestId('photo-moved').textContent).toBe('a.jpg is now photo 2 of 2.');
    // The arrow that moved it is now disabled (the last place): the position keeps the focus.
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Position of photo 2' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Position of photo 2' }), '1');
    expect(order()).toEqual(['a', 'b']);
    expect((screen.getByRole('button', { name: 'Move photo 1 earlier' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('takes a photo dragged by its handle onto another card, and ignores other drops', () => {
    render(<Services missing={new Set()} />);
    const [first, second] = screen.getAllByTestId('wizard-image') as [HTMLElement, HTMLElement];
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => data.set(type, value),
      getData: (type: string) => data.get(type) ?? '',
      get types() {
        return [...data.keys()];
      },
      effectAllowed: 'all',
      dropEffect: 'none',
    };
    fireEvent.drop(first, { dataTransfer: { ...dataTransfer, getData: () => '', types: ['Files'] } });
    expect(order()).toEqual(['a', 'b']);
    fireEvent.dragStart(within(second).getByTestId('photo-drag-handle'), { dataTransfer });
    const over = createEvent.dragOver(first, { dataTransfer });
    fireEvent(first, over);
    expect(over.defaultPrevented).toBe(true);
    fireEvent.drop(first, { dataTransfer });
    expect(order()).toEqual(['b', 'a']);
  });
});
