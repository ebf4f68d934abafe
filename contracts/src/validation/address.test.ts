import { AddressFormSchema, DeliveryRecordPayloadSchema, InvoiceAddressFormSchema, firstErrorPerField } from './address';

const address = {
  name: 'Jan',
  surname: 'Kowalski',
  country: 'PL',
  region: 'POLAND',
  state: 'Mazowieckie',
  city: 'Warszawa',
  addressLine_1: 'ul. Prosta 1',
  addressLine_2: '',
  postcode: '00-001',
  areaCode: '+48',
  phoneNumber: '600700800',
};

describe('address', () => {
  it('accepts a complete address', () => {
    expect(AddressFormSchema.safeParse(address).success).toBe(true);
    expect(AddressFormSchema.safeParse({ ...address, addressLine_2: null, state: null, areaCode: '48' }).success).toBe(true);
  });
  it('gives the form-validation messages per field', () => {
    // A Polish number keeps its nine digits, said with the address's other problems.
    expect(firstErrorPerField(AddressFormSchema.safeParse({ ...address, name: '', phoneNumber: '12345' }).error!)).toEqual({
      name: 'validation.fillOutAllFields',
      phoneNumber: 'validation.phoneNineDigits',
    });
    const result = AddressFormSchema.safeParse({ ...address, name: '', surname: 'Ko', phoneNumber: '12a45', areaCode: '4' });
    expect(firstErrorPerField(result.error!)).toEqual({
      name: 'validation.fillOutAllFields',
      surname: 'validation.minThreeChars',
      phoneNumber: 'validation.phoneInvalid',
      areaCode: 'validation.fillOutAllFields',
    });
  });
  it('refuses a country that is not a code and overlong fields', () => {
    expect(firstErrorPerField(AddressFormSchema.safeParse({ ...address, country: 'Polska' }).error!)).toEqual({
      country: 'validation.fillOutAllFields',
    });
    expect(firstErrorPerField(AddressFormSchema.safeParse({ ...address, city: 'x'.repeat(256) }).error!)).toEqual({
      city: 'validation.tooLong',
    });
  });
  it('needs company data on the invoice address', () => {
    expect(InvoiceAddressFormSchema.safeParse({ ...address, companyName: 'ACME', companyIdentificationNumber: '5250001003' }).success).toBe(true);
    expect(firstErrorPerField(InvoiceAddressFormSchema.safeParse({ ...address, companyName: '', companyIdentificationNumber: '12' }).error!)).toEqual({
      companyName: 'validation.fillOutAllFields',
      companyIdentificationNumber: 'validation.minThreeChars',
    });
  });
  it('refuses a Polish tax number with a wrong check digit, with the invoice address\'s other problems', () => {
    expect(firstErrorPerField(InvoiceAddressFormSchema.safeParse({ ...address, companyName: 'ACME', companyIdentificationNumber: '5250001009' }).error!)).toEqual({
      companyIdentificationNumber: 'validation.invalidTaxNumber',
    });
    expect(firstErrorPerField(InvoiceAddressFormSchema.safeParse({ ...address, city: '', companyName: 'ACME', companyIdentificationNumber: '123' }).error!)).toEqual({
      city: 'validation.fillOutAllFields',
      companyIdentificationNumber: 'validation.invalidTaxNumber',
    });
    // A number prefixed PL is a NIP wherever the company is; another country's number is not checked as one.
    expect(InvoiceAddressFormSchema.safeParse({ ...address, country: 'DE', postcode: '10115', companyName: 'ACME', companyIdentificationNumber: 'PL5260250275' }).success).toBe(false);
    expect(InvoiceAddressFormSchema.safeParse({ ...address, country: 'DE', postcode: '10115', companyName: 'ACME', companyIdentificationNumber: 'DE136695976' }).success).toBe(true);
  });
  it('validates the delivery record', () => {
    expect(DeliveryRecordPayloadSchema.safeParse({ shippingAddress: address }).success).toBe(true);
    expect(DeliveryRecordPayloadSchema.safeParse({ shippingAddress: address, invoiceAddress: null, id: 3 }).success).toBe(true);
    expect(DeliveryRecordPayloadSchema.safeParse({}).success).toBe(false);
  });
  it('takes a German address as Germans write it: +49 30 12345678, no state, postcode 10115', () => {
    const berlin = { ...address, country: 'DE', region: 'EUROPEAN_UNION', state: null, city: 'Berlin', postcode: '10115', areaCode: '+49', phoneNumber: '3012345678' };
    expect(AddressFormSchema.safeParse(berlin).success).toBe(true);
    expect(firstErrorPerField(AddressFormSchema.safeParse({ ...berlin, phoneNumber: '12' }).error!)).toEqual({ phoneNumber: 'validation.phoneInvalid' });
    // Where addresses name a state, it is asked for.
    const boston = { ...berlin, country: 'US', postcode: '02108', areaCode: '+1', phoneNumber: '6175550100' };
    expect(firstErrorPerField(AddressFormSchema.safeParse(boston).error!)).toEqual({ state: 'validation.fillOutAllFields' });
    expect(AddressFormSchema.safeParse({ ...boston, state: 'MA' }).success).toBe(true);
  });
  it('checks a postcode against its country’s format where the shop knows it', () => {
    const berlin = { ...address, country: 'DE', state: null, city: 'Berlin', postcode: '1011', areaCode: '+49', phoneNumber: '3012345678' };
    expect(firstErrorPerField(AddressFormSchema.safeParse(berlin).error!)).toEqual({ postcode: 'validation.postcodeInvalid' });
    expect(firstErrorPerField(AddressFormSchema.safeParse({ ...address, postcode: '00950' }).error!)).toEqual({ postcode: 'validation.postcodeInvalid' });
    // A country whose format the shop does not know takes any postcode of three characters or more.
    expect(AddressFormSchema.safeParse({ ...berlin, country: 'KE', postcode: 'GPO 00100', areaCode: '+254', phoneNumber: '712345678' }).success).toBe(true);
  });
});
