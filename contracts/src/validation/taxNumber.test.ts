import { taxNumberProblem } from './taxNumber';

describe('tax number of an invoice', () => {
  it('checks a Polish number by its check digit', () => {
    expect(taxNumberProblem('526-025-02-74', 'PL')).toBeNull();
    expect(taxNumberProblem('5260250275', 'PL')).toBe('validation.invalidTaxNumber');
    expect(taxNumberProblem('PL5260250275', 'FR')).toBe('validation.invalidTaxNumber');
  });
  it("checks another member's VAT number by that country's format, with or without its prefix", () => {
    expect(taxNumberProblem('DE136695976', 'DE')).toBeNull();
    expect(taxNumberProblem('136695976', 'DE')).toBeNull();
    expect(taxNumberProblem('ATU13585627', 'AT')).toBeNull();
    expect(taxNumberProblem('FR 40 303 265 045', 'FR')).toBeNull();
    // Greece's VAT numbers carry EL, not its country code.
    expect(taxNumberProblem('094259216', 'GR')).toBeNull();
    expect(taxNumberProblem('DE12345', 'DE')).toBe('validation.invalidTaxNumber');
    expect(taxNumberProblem('ABC', 'DE')).toBe('validation.invalidTaxNumber');
    expect(taxNumberProblem('U1358562', 'AT')).toBe('validation.invalidTaxNumber');
    // The prefix names the country whose rule applies, whatever the address says.
    expect(taxNumberProblem('DE136695976', 'AT')).toBeNull();
  });
  it('leaves numbers of countries outside the Union to the form\'s own rule', () => {
    expect(taxNumberProblem('CHE-123.456.788', 'CH')).toBeNull();
    expect(taxNumberProblem('12-3456789', 'US')).toBeNull();
  });
});
