import { initI18n } from '@photoedit/i18n';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emptyContact } from '../wizard-state';
import { contactLine, ReviewContact } from './ReviewContact';

beforeAll(() => {
  initI18n({ language: 'en' });
});
afterEach(cleanup);

describe('ReviewContact', () => {
  it('writes the given details on one line and leaves out the missing ones', () => {
    expect(
      contactLine({
        ...emptyContact,
        firstName: 'Ann',
        lastName: 'Lee',
        email: 'ann@example.com',
        company: 'Homes',
      }),
    ).toBe('Ann Lee · ann@example.com · Homes');
    expect(contactLine({ ...emptyContact, lastName: 'Lee', phone: '+1 555' })).toBe('Lee · +1 555');
  });

  it('shows the order notes only when there are some', () => {
    const { rerender } = render(
      <ReviewContact contact={{ ...emptyContact, email: 'a@b.c' }} orderNotes="  " />,
    );
    expect(screen.getByTestId('review-contact').textContent).toBe('a@b.c');
    expect(screen.queryByTestId('review-order-notes')).toBeNull();
    rerender(<ReviewContact contact={{ ...emptyContact, email: 'a@b.c' }} orderNotes="Live on Friday" />);
    expect(screen.getByTestId('review-order-notes').textContent).toContain('Live on Friday');
  });
});
