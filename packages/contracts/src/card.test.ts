import {
  CARD_MESSAGES,
  cardBrandOf,
  cardErrorsFromIssues,
  formatCardNumber,
  parseExpiry,
  passesLuhn,
  toCardPayload,
  validateCardFields,
} from './card';

const NOW = new Date(2031, 4, 15); // 15 May 2031, local
const valid = { number: '4242 4242 4242 4242', expiry: '12/35', cvc: '123', holderName: 'Ana Traveller' };

describe('card number checks', () => {
  it('accepts numbers whose Luhn checksum is right and rejects a changed digit', () => {
    for (const number of ['4242424242424242', '5555555555554444', '378282246310005', '4000000000000002']) {
      expect(passesLuhn(number)).toBe(true);
    }
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('4242 4242')).toBe(false);
  });

  it('recognises the brand from the first digits', () => {
    expect(cardBrandOf('4242424242424242')).toBe('visa');
    expect(cardBrandOf('5555555555554444')).toBe('mastercard');
    expect(cardBrandOf('2221000000000009')).toBe('mastercard');
    expect(cardBrandOf('378282246310005')).toBe('amex');
    expect(cardBrandOf('6011111111111117')).toBe('discover');
    expect(cardBrandOf('9999')).toBe('card');
  });

  it('groups digits as printed on the card while typing', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42')).toBe('4242 42');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('42a4')).toBe('424');
  });
});

describe('card field validation', () => {
  it('finds nothing wrong with a complete, valid card', () => {
    expect(validateCardFields(valid, NOW)).toEqual({});
  });

  it('names each problem beside its field', () => {
    expect(validateCardFields({ number: '', expiry: '', cvc: '', holderName: ' ' }, NOW)).toEqual({
      number: CARD_MESSAGES.numberRequired,
      expiry: CARD_MESSAGES.expiryRequired,
      cvc: CARD_MESSAGES.cvcRequired,
      holderName: CARD_MESSAGES.holderRequired,
    });
    expect(validateCardFields({ ...valid, number: '4242' }, NOW).number).toBe(CARD_MESSAGES.numberLength);
    expect(validateCardFields({ ...valid, number: '4242 4242 4242 4241' }, NOW).number).toBe(
      CARD_MESSAGES.numberLuhn,
    );
    expect(validateCardFields({ ...valid, expiry: '13/30' }, NOW).expiry).toBe(CARD_MESSAGES.expiryFormat);
    expect(validateCardFields({ ...valid, cvc: '12' }, NOW).cvc).toBe(CARD_MESSAGES.cvcThree);
    expect(validateCardFields({ ...valid, number: '3782 822463 10005', cvc: '123' }, NOW).cvc).toBe(
      CARD_MESSAGES.cvcFour,
    );
  });

  it('treats a card as valid through the last day of its expiry month', () => {
    expect(validateCardFields({ ...valid, expiry: '05/31' }, NOW).expiry).toBeUndefined();
    expect(validateCardFields({ ...valid, expiry: '04/31' }, NOW).expiry).toBe(CARD_MESSAGES.expired);
    expect(validateCardFields({ ...valid, expiry: '12/2030' }, NOW).expiry).toBe(CARD_MESSAGES.expired);
  });

  it('reads MM/YY, MM/YYYY and spaced forms of the expiry date', () => {
    expect(parseExpiry('07/29')).toEqual({ month: 7, year: 2029 });
    expect(parseExpiry(' 7 / 2029 ')).toEqual({ month: 7, year: 2029 });
    expect(parseExpiry('00/29')).toBeNull();
  });

  it('reads the digits alone, as a phone keypad types them: 0530 is May 2030', () => {
    expect(parseExpiry('0530')).toEqual({ month: 5, year: 2030 });
    expect(parseExpiry('052030')).toEqual({ month: 5, year: 2030 });
    expect(parseExpiry('1330')).toBeNull();
    expect(parseExpiry('530')).toBeNull();
    expect(validateCardFields({ ...valid, expiry: '0535' }, NOW).expiry).toBeUndefined();
  });

  it('sends digits only, the expiry as month and four-digit year, and trimmed text', () => {
    expect(toCardPayload({ ...valid, expiry: '7/29', holderName: '  Ana  ' })).toEqual({
      number: '4242424242424242',
      expMonth: 7,
      expYear: 2029,
      cvc: '123',
      holderName: 'Ana',
    });
  });

  it('puts the API’s validation issues back on the form’s fields', () => {
    expect(
      cardErrorsFromIssues([
        { path: 'card.number', message: 'Card number is not valid (check the digits)' },
        { path: 'card.expYear', message: 'This card has expired' },
        { path: 'idempotencyKey', message: 'ignored' },
      ]),
    ).toEqual({ number: 'Card number is not valid (check the digits)', expiry: 'This card has expired' });
    expect(cardErrorsFromIssues(undefined)).toEqual({});
  });
});
