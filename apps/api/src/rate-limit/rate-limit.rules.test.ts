import { describe, expect, it } from 'vitest';
import { limitsFor } from './rate-limit.rules';

const ip = '203.0.113.9';

describe('limitsFor', () => {
  it('counts sign-in by e-mail (trimmed, lower case) and address', () => {
    expect(limitsFor('login', { email: ' Ann@Example.COM ' }, ip)).toEqual([
      ['loginPerEmailAndIp', `ann@example.com|${ip}`],
      ['loginPerIp', ip],
    ]);
    expect(limitsFor('accessCodeSend', { email: 'ann@example.com' }, ip)).toEqual([
      ['accessCodeSendPerEmail', 'ann@example.com'],
      ['accessCodeSendPerIp', ip],
    ]);
    expect(limitsFor('accessCodeVerify', { email: 'Ann@example.com' }, ip)).toEqual([
      ['accessCodeVerifyPerEmail', 'ann@example.com'],
    ]);
  });

  it('counts input without an e-mail under the empty subject', () => {
    expect(limitsFor('login', undefined, ip)).toEqual([
      ['loginPerEmailAndIp', `|${ip}`],
      ['loginPerIp', ip],
    ]);
    expect(limitsFor('accessCodeVerify', { email: 42 }, ip)).toEqual([['accessCodeVerifyPerEmail', '']]);
  });

  it('counts the other actions per address', () => {
    expect(limitsFor('register', {}, ip)).toEqual([['registerPerIp', ip]]);
    expect(limitsFor('refresh', {}, ip)).toEqual([['refreshPerIp', ip]]);
    expect(limitsFor('autoLogin', {}, ip)).toEqual([['autoLoginPerIp', ip]]);
    expect(limitsFor('orderCreate', {}, ip)).toEqual([['orderCreatePerIp', ip]]);
    expect(limitsFor('payment', {}, ip)).toEqual([['paymentPerIp', ip]]);
    expect(limitsFor('contact', {}, ip)).toEqual([['contactPerIp', ip]]);
    expect(limitsFor('mediaDraft', {}, ip)).toEqual([['mediaDraftPerIp', ip]]);
    expect(limitsFor('mediaUpload', {}, ip)).toEqual([['mediaUploadPerIp', ip]]);
  });

  it('counts a discount check only when the call carries a code', () => {
    expect(limitsFor('discountCodeCheck', { discountCode: 'SPRING' }, ip)).toEqual([
      ['discountCheckPerIp', ip],
    ]);
    expect(limitsFor('discountCodeCheck', { code: 'SPRING' }, ip)).toEqual([['discountCheckPerIp', ip]]);
    expect(limitsFor('discountCodeCheck', { serviceIds: [] }, ip)).toEqual([]);
    expect(limitsFor('discountCodeCheck', null, ip)).toEqual([]);
  });
});
