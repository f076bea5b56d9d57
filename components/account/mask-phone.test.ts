import { maskDestination, maskPhone } from './mask-phone';

describe('maskPhone', () => {
  it.each([
    ['+15551230123', '+1 (***) ***-0123'],
    ['5551230123', '(***) ***-0123'],
    ['+1555123', '+1 **5123'],
    ['', ''],
    ['+1', ''],
  ])('%j → %j', (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
  });

  it('never shows more than the last four digits', () => {
    expect(maskPhone('+15551230123')).not.toMatch(/555|123(?!$)/);
  });
});

describe('maskDestination', () => {
  it.each([
    ['+*******0123', '+1 (***) ***-0123'],
    ['+***0123', '+***0123'],
  ])('%j → %j', (destination, masked) => {
    expect(maskDestination(destination)).toBe(masked);
  });
});
