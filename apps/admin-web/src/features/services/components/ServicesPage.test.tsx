import { toast } from '@photoedit/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { serviceRow } from '../../../test/fixtures';
import { notFound, ok, renderConsole, setUpConsoleTests } from '../../../test/render-console';

setUpConsoleTests();

describe('Services page', () => {
  it('lists the catalogue in both languages with prices and visibility', async () => {
    renderConsole('/staff/admin/services', (path) => {
      if (path === 'admin.services.list') {
        return ok([serviceRow(1), serviceRow(2, { active: false, priceMinor: 2950, orderLineCount: 7 })]);
      }
      return notFound;
    });
    const table = await screen.findByRole('table', { name: 'Services' });
    const hidden = within(table).getByRole('row', { name: /Sky 2/ });
    expect(hidden.textContent).toContain('Niebo 2');
    expect(hidden.textContent).toContain('$29.50');
    expect(hidden.textContent).toContain('Hidden');
    expect(within(table).getByRole('row', { name: /Sky 1/ }).textContent).toContain('Active');
  });

  it('adds a service: the contract’s messages on the fields first, then the typed price in cents', async () => {
    const api = renderConsole('/staff/admin/services', (path) => {
      if (path === 'admin.services.list') return ok([]);
      if (path === 'admin.services.create') return ok(serviceRow(3));
      return notFound;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a service' });
    await userEvent.type(within(dialog).getByLabelText('Price (USD)'), 'cheap');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create service' }));
    expect(await within(dialog).findAllByText('Please enter a name.')).toHaveLength(2);
    expect(within(dialog).getByText('Please enter a price between 0 and 100000.')).toBeDefined();
    // SPEC §5's generic message: required fields are empty.
    expect(within(dialog).getByRole('alert').textContent).toBe('Please fill in all required fields.');
    expect(api.callsTo('admin.services.create')).toEqual([]);

    const [english, polish] = within(dialog).getAllByRole('group');
    await userEvent.type(within(english as HTMLElement).getByLabelText('Name'), 'Twilight');
    await userEvent.type(within(polish as HTMLElement).getByLabelText('Name'), 'Zmierzch');
    // Every required field filled, one still wrong: the other generic message.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create service' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('Please check the highlighted fields.'),
    );
    await userEvent.selectOptions(within(dialog).getByLabelText('Category'), 'lighting_enhancement');
    await userEvent.clear(within(dialog).getByLabelText('Price (USD)'));
    await userEvent.type(within(dialog).getByLabelText('Price (USD)'), '29.5');
    // Issue 35: its prices in the other currencies; PLN left empty cannot order it in PLN.
    await userEvent.type(within(dialog).getByLabelText('Price (EUR)'), '27');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create service' }));
    await waitFor(() => expect(api.callsTo('admin.services.create')).toHaveLength(1));
    expect(api.callsTo('admin.services.create')[0]?.input).toEqual({
      category: 'lighting_enhancement',
      priceMinor: 2950,
      currency: 'USD',
      prices: { EUR: 2700 },
      active: true,
      sortOrder: 100,
      text: { en: { name: 'Twilight', description: '' }, pl: { name: 'Zmierzch', description: '' } },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findAllByText('Service created')).not.toHaveLength(0);
  });

  it('deletes a service after asking, then reloads the list', async () => {
    const service = serviceRow(1);
    const api = renderConsole('/staff/admin/services', (path) => {
      if (path === 'admin.services.list') return ok([service]);
      if (path === 'admin.services.delete') return ok({ outcome: 'deleted' });
      return notFound;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Sky 1' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Sky 1?' });
    const listCalls = api.callsTo('admin.services.list').length;
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete service' }));
    await waitFor(() => expect(api.callsTo('admin.services.delete')).toHaveLength(1));
    expect(api.callsTo('admin.services.delete')[0]?.input).toEqual({ serviceId: service.id });
    expect(await screen.findAllByText('Service deleted')).not.toHaveLength(0);
    await waitFor(() => expect(api.callsTo('admin.services.list').length).toBeGreaterThan(listCalls));
  });

  it('edits a service with its current values, and Escape closes the dialog', async () => {
    const service = serviceRow(1, { priceMinor: 1200 });
    const api = renderConsole('/staff/admin/services', (path) => {
      if (path === 'admin.services.list') return ok([service]);
      if (path === 'admin.services.update') return ok(service);
      return notFound;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Sky 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Sky 1' });
    expect((within(dialog).getByLabelText('Price (USD)') as HTMLInputElement).value).toBe('12.00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.callsTo('admin.services.update')).toHaveLength(1));
    expect(api.callsTo('admin.services.update')[0]?.input).toMatchObject({
      serviceId: service.id,
      priceMinor: 1200,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Edit Sky 1' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the dialog open with the refusal as its message when the save fails', async () => {
    const success = vi.spyOn(toast, 'success');
    const service = serviceRow(1);
    const api = renderConsole('/staff/admin/services', (path) =>
      path === 'admin.services.list' ? ok([service]) : notFound,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Sky 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Sky 1' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).not.toBe(''));
    expect(api.callsTo('admin.services.update')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Edit Sky 1' })).toBe(dialog);
    expect(success).not.toHaveBeenCalled();
    success.mockRestore();
  });

  it('sets whether Express and Economy are offered and at what percentage', async () => {
    const tiers = [
      { tier: 'express', hours: 12, percent: 150, available: true },
      { tier: 'standard', hours: 24, percent: 100, available: true },
      { tier: 'economy', hours: 48, percent: 80, available: true },
    ];
    const api = renderConsole('/staff/admin/services', (path) => {
      if (path === 'admin.services.list') return ok([]);
      if (path === 'admin.turnaround.list' || path === 'admin.turnaround.update') return ok(tiers);
      return notFound;
    });
    const economy = await screen.findByRole('form', { name: 'Economy: 48 h' });
    expect(screen.queryByRole('form', { name: /^Standard/ })).toBeNull();
    await userEvent.click(within(economy).getByRole('checkbox', { name: 'Offered to clients' }));
    const percent = within(economy).getByLabelText('Price (% of the standard price)');
    await userEvent.clear(percent);
    await userEvent.type(percent, '70');
    await userEvent.click(within(economy).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.callsTo('admin.turnaround.update').map((call) => call.input)).toEqual([
        { tier: 'economy', available: false, percent: 70 },
      ]),
    );
    expect((await screen.findAllByText('Turnaround saved.')).length).toBeGreaterThan(0);
  });

  it('sets the surcharge per bracket set in each currency, typed in major units, and the wizard currency', async () => {
    const api = renderConsole('/staff/admin/services', (path, input) => {
      if (path === 'admin.services.list') return ok([serviceRow(1)]);
      if (path === 'admin.pricing.get') {
        return ok({ blendSurcharges: { USD: 0, EUR: 0, PLN: 0 }, defaultCurrency: 'USD' });
      }
      if (path === 'admin.pricing.update') return ok(input);
      return notFound;
    });
    const form = await screen.findByRole('form', { name: 'Bracketed exposures' });
    const amount = within(form).getByLabelText('Surcharge per set (USD)');
    await userEvent.clear(amount);
    await userEvent.type(amount, '2.50');
    const pln = within(form).getByLabelText('Surcharge per set (PLN)');
    await userEvent.clear(pln);
    await userEvent.type(pln, '10');
    await userEvent.selectOptions(within(form).getByLabelText(/^Wizard currency/), 'EUR');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.callsTo('admin.pricing.update').map((call) => call.input)).toEqual([
        { blendSurcharges: { USD: 250, EUR: 0, PLN: 1000 }, defaultCurrency: 'EUR' },
      ]),
    );
    expect((await screen.findAllByText('Pricing saved.')).length).toBeGreaterThan(0);
  });

  it('offers prepaid credit packs: lists, switches one off and adds another', async () => {
    const pack = {
      id: '6d1f2c1e-0a8b-4f5e-9f00-0000000000c1',
      currency: 'PLN',
      priceMinor: 20000,
      bonusMinor: 2000,
      active: true,
    };
    const api = renderConsole('/staff/admin/services', (path, input) => {
      if (path === 'admin.services.list') return ok([serviceRow(1)]);
      if (path === 'admin.creditPacks.list') return ok([pack]);
      if (path === 'admin.creditPacks.update') return ok({ ...pack, active: false });
      if (path === 'admin.creditPacks.create') return ok({ ...(input as object), id: 'new', active: true });
      return notFound;
    });
    const card = await screen.findByTestId('credit-pack-settings');
    await userEvent.click(
      await within(card).findByRole('button', { name: /^Switch off: PLN\s?200\.00 \+ PLN\s?20\.00 bonus$/ }),
    );
    await waitFor(() =>
      expect(api.callsTo('admin.creditPacks.update').map((call) => call.input)).toEqual([
        { ...pack, packId: pack.id, active: false },
      ]),
    );
    const form = within(card).getByRole('form', { name: 'Add a pack' });
    await userEvent.selectOptions(within(form).getByLabelText('Currency'), 'EUR');
    await userEvent.type(within(form).getByLabelText('Price'), '50');
    await userEvent.clear(within(form).getByLabelText('Bonus'));
    await userEvent.type(within(form).getByLabelText('Bonus'), '5');
    await userEvent.click(within(form).getByRole('button', { name: 'Add a pack' }));
    await waitFor(() =>
      expect(api.callsTo('admin.creditPacks.create').map((call) => call.input)).toEqual([
        { currency: 'EUR', priceMinor: 5000, bonusMinor: 500 },
      ]),
    );
  });
});
