import { orderStatuses } from '@photoedit/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderStatusBadge } from './OrderStatusBadge';

describe('OrderStatusBadge', () => {
  it('labels every status with the SPEC text, each in its own colour', () => {
    const classes = new Set<string>();
    for (const status of orderStatuses) {
      const { unmount } = render(<OrderStatusBadge status={status} />);
      const badge = screen.getByTestId('order-status');
      classes.add(badge.className);
      unmount();
    }
    expect(classes.size).toBe(orderStatuses.length);
    render(<OrderStatusBadge status="revision_requested" />);
    expect(screen.getByTestId('order-status').textContent).toBe('Revision requested');
  });
});
