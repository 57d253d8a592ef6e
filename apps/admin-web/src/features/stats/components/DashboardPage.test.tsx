import { changeLanguage } from '@photoedit/i18n';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { promiseFigures, stats } from '../../../test/fixtures';
import { notFound, ok, renderConsole, setUpConsoleTests } from '../../../test/render-console';

setUpConsoleTests();

describe('Dashboard page', () => {
  it('shows the order, revenue, on-time and user figures', async () => {
    renderConsole('/staff/admin', (path) => (path === 'admin.stats' ? ok(stats()) : notFound));
    expect(await screen.findByText('$1,234.50')).toBeDefined();
    expect(screen.getByText('$450.00')).toBeDefined();
    expect(screen.getByText('90% of 10 completed')).toBeDefined();
    const orders = screen.getByRole('region', { name: 'Orders' });
    expect(within(orders).getByText('Paid orders today').parentElement?.textContent).toContain('4');
    expect(screen.getByText('Designers awaiting approval').parentElement?.textContent).toContain('2');
  });

  it('says how much of the revenue was paid for orders deleted since', async () => {
    renderConsole('/staff/admin', (path) =>
      path === 'admin.stats'
        ? ok(stats({ revenueOfDeletedOrders: [{ currency: 'USD', amountMinor: 4850 }] }))
        : notFound,
    );
    expect(await screen.findByText('Includes $48.50 paid for orders deleted since')).toBeDefined();
    expect(screen.getByText('$1,234.50')).toBeDefined();
  });

  it('writes the figures the Polish way in Polish, with the plural the count needs', async () => {
    await changeLanguage('pl');
    try {
      renderConsole('/staff/admin', (path) =>
        path === 'admin.stats' ? ok(stats({ completedOrders: 1, completedOnTime: 1 })) : notFound,
      );
      expect(await screen.findByText('100% z 1 ukończonego')).toBeDefined();
      expect(screen.getByText('Cel: 99,5%')).toBeDefined();
    } finally {
      await changeLanguage('en');
    }
    renderConsole('/staff/admin', (path) => (path === 'admin.stats' ? ok(stats()) : notFound));
    expect(await screen.findByText('Target: 99.5%')).toBeDefined();
  });

  it('shows each background job’s last run, a failing one first with its error, in both languages', async () => {
    const jobs = [
      {
        job: 'media.cleanup',
        lastStartedAt: '2026-11-28T10:30:00.000Z',
        lastSucceededAt: null,
        lastFailedAt: '2026-11-28T10:30:02.000Z',
        lastError: 'The file store cannot be reached right now.',
        failuresInARow: 3,
      },
      {
        job: 'mail.retry',
        lastStartedAt: '2026-11-28T10:31:00.000Z',
        lastSucceededAt: '2026-11-28T10:31:00.100Z',
        lastFailedAt: null,
        lastError: null,
        failuresInARow: 0,
      },
    ];
    const answer = (path: string) =>
      path === 'admin.stats' ? ok(stats()) : path === 'admin.jobs' ? ok(jobs) : notFound;
    renderConsole('/staff/admin', answer);
    const section = await screen.findByRole('region', { name: 'Background jobs' });
    const [failing, fine] = await within(section).findAllByRole('listitem');
    expect(failing?.textContent).toContain('media.cleanup');
    expect(failing?.textContent).toContain('Failing: 3 failed runs in a row');
    expect(failing?.textContent).toContain('Last error: The file store cannot be reached right now.');
    expect(fine?.textContent).toContain('Last run succeeded');
    expect(fine?.textContent).not.toContain('Last error');
    await changeLanguage('pl');
    try {
      renderConsole('/staff/admin', answer);
      const polish = await screen.findByRole('region', { name: 'Zadania w tle' });
      expect(await within(polish).findByText('Nie działa: 3 nieudane uruchomienia z rzędu')).toBeDefined();
    } finally {
      await changeLanguage('en');
    }
  });

  it('says the figures failed to load and retries', async () => {
    let fail = true;
    renderConsole('/staff/admin', (path) => {
      if (path === 'admin.jobs') return ok([]);
      if (path === 'admin.promises') return ok(promiseFigures());
      if (path !== 'admin.stats') return notFound;
      return fail
        ? { error: { code: 'INTERNAL_SERVER_ERROR', messageKey: 'errors.INTERNAL', status: 500 } }
        : ok(stats({ completedOrders: 0, completedOnTime: 0 }));
    });
    expect(await screen.findByText('Failed to load statistics.')).toBeDefined();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No completed orders yet')).toBeDefined();
  });

  it('shows the promises: on time per week and designer, credits granted and the claims', async () => {
    renderConsole('/staff/admin', (path) => {
      if (path === 'admin.jobs') return ok([]);
      if (path === 'admin.promises') {
        return ok(
          promiseFigures({
            designers: [
              { id: '00000000-0000-4000-8000-000000000001', name: 'Dana', delivered: 4, onTime: 3 },
            ],
            credits: [
              { currency: 'USD', lateCount: 2, lateMinor: 150, guaranteeCount: 1, guaranteeMinor: 500 },
            ],
            claims: { opened: 3, open: 1, redo: 1, refund: 0, credit: 1 },
          }),
        );
      }
      return path === 'admin.stats' ? ok(stats()) : notFound;
    });
    const designers = await screen.findByRole('table', { name: 'On time, per designer' });
    expect(within(designers).getByRole('row', { name: 'Dana 4 75%' })).toBeDefined();
    const credits = screen.getByRole('table', { name: 'Credit granted' });
    expect(within(credits).getByRole('row', { name: 'USD 2 credits, $1.50 1 credit, $5.00' })).toBeDefined();
    const claims = screen.getByRole('table', { name: 'Guarantee claims' });
    expect(within(claims).getAllByRole('row')[1]?.textContent).toBe('31101');
    expect(
      screen.getByRole('table', { name: 'On time, per week' }).querySelectorAll('tbody tr'),
    ).toHaveLength(8);
  });
});
