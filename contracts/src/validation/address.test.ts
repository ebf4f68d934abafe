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
    const result = AddressFormSchema.safeParse({ ...address, name: '', surname: 'Ko', phoneNumber: '12345', areaCode: '4' });
    expect(firstErrorPerField(result.error!)).toEqual({
      name: 'validation.fillOutAllFields',
      surname: 'validation.minThreeChars',
      phoneNumber: 'validation.phoneNineDigits',
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
    expect(InvoiceAddressFormSchema.safeParse({ ...address, country: 'DE', companyName: 'ACME', companyIdentificationNumber: 'PL5260250275' }).success).toBe(false);
    expect(InvoiceAddressFormSchema.safeParse({ ...address, country: 'DE', companyName: 'ACME', companyIdentificationNumber: 'DE136695976' }).success).toBe(true);
  });
  it('validates the delivery record', () => {
    expect(DeliveryRecordPayloadSchema.safeParse({ shippingAddress: address }).success).toBe(true);
    expect(DeliveryRecordPayloadSchema.safeParse({ shippingAddress: address, invoiceAddress: null, id: 3 }).success).toBe(true);
    expect(DeliveryRecordPayloadSchema.safeParse({}).success).toBe(false);
  });
});
