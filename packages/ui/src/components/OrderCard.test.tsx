import { initI18n } from '@photoedit/i18n';
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { OrderCard } from './OrderCard';

beforeAll(async () => {
  await initI18n({ language: 'en' });
});

describe('OrderCard', () => {
  it('is a group named by its heading, with the status beside it, details under it and its action', () => {
    render(
      <OrderCard
        title="Order #1042"
        status="ready_for_review"
        badges={<span>Refunded</span>}
        details={<p>12 Oak Street</p>}
        action={<button type="button">Open</button>}
        data-testid="client-order"
      >
        <p>3 photos</p>
      </OrderCard>,
    );
    const card = screen.getByRole('group', { name: 'Order #1042' });
    expect(card.getAttribute('data-testid')).toBe('client-order');
    expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe('Order #1042');
    expect(within(card).getByTestId('order-status').textContent).toBe('Ready for review');
    for (const text of ['Refunded', '12 Oak Street', '3 photos'])
      expect(within(card).getByText(text)).toBeDefined();
    expect(within(card).getByRole('button', { name: 'Open' })).toBeDefined();
  });

  it('takes the heading level of its list, and no status', () => {
    render(<OrderCard title="Order #7" headingLevel={4} />);
    const card = screen.getByRole('group', { name: 'Order #7' });
    expect(within(card).getByRole('heading', { level: 4 })).toBeDefined();
    expect(within(card).queryByTestId('order-status')).toBeNull();
  });
});
