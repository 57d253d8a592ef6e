import {
  adminMessageKeys,
  appErrorCodes,
  authMessageKeys,
  clientOrdersMessageKeys,
  contactMessageKeys,
  orderMessageKeys,
  orderStatusRefusalKeys,
  textMessageKeys,
  usersMessageKeys,
  validationMessageKeys,
} from '@photoedit/contracts';
import { describe, expect, it } from 'vitest';
import { resources } from './resources';

/** The text at a dotted key path of a namespace, or undefined. */
function lookup(namespace: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], namespace);
}

describe('message keys the API answers with', () => {
  const keys = [
    ...appErrorCodes.map((code) => `errors.${code}`),
    ...Object.values(authMessageKeys),
    ...Object.values(usersMessageKeys),
    ...Object.values(orderMessageKeys),
    ...Object.values(clientOrdersMessageKeys),
    ...Object.values(contactMessageKeys),
    ...Object.values(adminMessageKeys),
    ...Object.values(validationMessageKeys),
    ...Object.values(textMessageKeys),
    ...Object.values(orderStatusRefusalKeys),
  ];

  it.each(keys)('%s is translated in common (en and pl)', (key) => {
    expect(typeof lookup(resources.en.common, key)).toBe('string');
    expect(typeof lookup(resources.pl.common, key)).toBe('string');
  });

  it('keeps the exact English texts of SPEC §5 and §8', () => {
    expect(resources.en.common.validation.emailRequired).toBe('Please enter your email address.');
    expect(resources.en.common.errors.auth.invalidAccessCode).toBe('Invalid access code.');
    expect(resources.en.common.errors.contact.fieldsRequired).toBe('Please fill in all fields.');
    expect(resources.en.common.errors.auth.accessCodeSendFailed).toBe('Failed to send access code.');
    expect(resources.en.common.errors.orders.serviceRequired).toBe(
      'Please select at least one service for this image.',
    );
    expect(resources.en.common.errors.orders.invalidDiscountCode).toBe('Invalid discount code.');
  });
});
