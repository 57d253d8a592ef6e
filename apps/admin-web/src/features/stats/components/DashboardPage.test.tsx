import { changeLanguage } from '@photoedit/i18n';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stats } from '../../../test/fixtures';
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

  it('says the figures failed to load and retries', async () => {
    let fail = true;
    renderConsole('/staff/admin', (path) => {
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
});
