import { describe, expect, it } from 'vitest';
import { ApiRequestError, describeError } from './errors';

describe('describeError', () => {
  it('prefers the first field issue, then the error’s own message, then the generic one', () => {
    const fieldIssue = {
      data: {
        messageKey: 'errors.BAD_INPUT',
        issues: [{ path: ['email'], message: 'validation.emailRequired' }],
      },
    };
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
