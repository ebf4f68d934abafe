import { amountText, parseAmount, parseWeight, weightText } from './amounts';

describe('amounts as the owner types them', () => {
  it('reads whole amounts, decimal commas and points, and spaces between thousands', () => {
    expect(parseAmount('149')).toBe(14900);
    expect(parseAmount('149,99')).toBe(14999);
    expect(parseAmount('149.9')).toBe(14990);
    expect(parseAmount(' 1 499,00 ')).toBe(149900);
    expect(parseAmount('8\u00a0499')).toBe(849900);
    expect(parseAmount('0')).toBe(0);
  });

  it('reads nothing else as money', () => {
    for (const text of ['', 'abc', '12,345', '-5', '1e3', '1.2.3', '12,', ',5']) expect(parseAmount(text)).toBeNull();
  });

  it('writes minor units back in the owner’s notation, exactly', () => {
    expect(amountText(849900, 'pl')).toBe('8499');
    expect(amountText(1999, 'pl')).toBe('19,99');
    expect(amountText(1990, 'en')).toBe('19.90');
    expect(amountText(5, 'en')).toBe('0.05');
    for (const minor of [0, 1, 99, 100, 123456, 99999999]) expect(parseAmount(amountText(minor, 'pl'))).toBe(minor);
  });
});

describe('weights as the owner types them', () => {
  it('reads kilograms with a comma or a point into grams, and writes them back in the language', () => {
    expect(parseWeight('21')).toBe(21000);
    expect(parseWeight('0,9')).toBe(900);
    expect(parseWeight(' 2.125 ')).toBe(2125);
    expect(parseWeight('1,2345')).toBeNull();
    expect(parseWeight('-1')).toBeNull();
    expect(parseWeight('kg')).toBeNull();
    expect(weightText(900, 'pl')).toBe('0,9');
    expect(weightText(2125, 'en')).toBe('2.125');
    expect(weightText(21000, 'en')).toBe('21');
  });
});
