import { describe, expect, it } from 'vitest';
import { DiscountCheckInput } from './discount-check';
import { OrderCreateInput, orderMessageKeys, orderRules } from './orders';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const valid = {
  images: [{ mediaId: id(1), serviceIds: [id(10)], note: '  brighter sky  ' }],
  contact: { email: ' ada@example.com ', phone: '', company: '  ' },
  language: 'en',
};
const messages = (input: unknown) =>
  OrderCreateInput.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('OrderCreateInput', () => {
  it('trims, drops empty optional fields and strips unknown ones (amounts are never read)', () => {
    const parsed = OrderCreateInput.parse({ ...valid, totalMinor: 1 });
    expect(parsed.contact).toEqual({ email: 'ada@example.com' });
    expect(parsed.images[0]?.note).toBe('brighter sky');
    expect('totalMinor' in parsed).toBe(false);
  });

  it('names each refusal with its message key', () => {
    expect(messages({ ...valid, images: [{ mediaId: id(1), serviceIds: [] }] })).toEqual([
      orderMessageKeys.serviceRequired,
    ]);
    expect(messages({ ...valid, images: [] })).toEqual([orderMessageKeys.imagesRequired]);
    expect(messages({ ...valid, contact: { email: '' } })).toEqual(['validation.emailRequired']);
    expect(messages({ ...valid, images: [{ mediaId: id(1), serviceIds: [id(2), id(2)] }] })).toEqual([
      orderMessageKeys.duplicateService,
    ]);
    expect(messages({ ...valid, images: [valid.images[0], valid.images[0]] })).toEqual([
      orderMessageKeys.duplicateImage,
    ]);
    const many = Array.from({ length: orderRules.maxImages + 1 }, (_, n) => ({
      mediaId: id(n),
      serviceIds: [id(0)],
    }));
    expect(messages({ ...valid, images: many })).toContain(orderMessageKeys.tooManyImages);
    expect(
      messages({ ...valid, images: [{ mediaId: id(1), serviceIds: [id(2)], note: 'x'.repeat(2001) }] }),
    ).toEqual([orderMessageKeys.noteTooLong]);
    expect(messages({ ...valid, contact: { email: 'a@b.co', phone: 'call me' } })).toEqual([
      orderMessageKeys.phoneInvalid,
    ]);
    expect(messages({ ...valid, discountCode: 'no spaces!' })).toEqual([
      orderMessageKeys.invalidDiscountCode,
    ]);
  });

  it('discount check needs a code', () => {
    expect(DiscountCheckInput.safeParse({ code: ' ', images: [{ serviceIds: [id(1)] }] }).success).toBe(
      false,
    );
  });
});
