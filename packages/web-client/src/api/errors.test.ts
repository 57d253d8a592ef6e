import { describe, expect, it } from 'vitest';
import { ApiRequestError, describeError, errorMessage } from './errors';

/** A BAD_INPUT answer with one field issue. */
const fieldIssue = {
  data: {
    messageKey: 'errors.BAD_INPUT',
    issues: [{ path: ['email'], message: 'validation.emailRequired' }],
  },
};

describe('describeError', () => {
  it('prefers the first field issue, then the error’s own message, then the generic one', () => {
    expect(describeError(fieldIssue)).toBe('Please enter your email address.');
    expect(describeError(new ApiRequestError(409, 'CONFLICT', 'errors.orders.alreadyPaid'))).toBe(
      'This order has already been paid.',
    );
    expect(describeError({ data: { messageKey: 'errors.orders.invalidDiscountCode' } })).toBe(
      'Invalid discount code.',
    );
    expect(describeError(new Error('boom'))).toBe('Something went wrong. Please try again.');
  });
});

describe('errorMessage', () => {
  it('is the error’s own message even when it has field issues (those go on the fields)', () => {
    expect(errorMessage(fieldIssue)).toBe(describeError({ data: { messageKey: 'errors.BAD_INPUT' } }));
    expect(errorMessage(fieldIssue)).not.toBe('Please enter your email address.');
    expect(errorMessage(new ApiRequestError(409, 'CONFLICT', 'errors.orders.alreadyPaid'))).toBe(
      'This order has already been paid.',
    );
    expect(errorMessage(new Error('boom'))).toBe('Something went wrong. Please try again.');
  });
});
