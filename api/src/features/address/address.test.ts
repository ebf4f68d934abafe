import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { contracts } from '../../contracts.ts';
import { customer, polishAddress, startServer, type TestServer } from '../../test/harness.ts';

const { DeliveryRecordSchema } = contracts;
const invoice = { ...polishAddress, companyName: 'ACME sp. z o.o.', companyIdentificationNumber: '5250001003' };

describe('address', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  it('creates, reads and updates the own delivery record; region follows the country', async () => {
    const { token } = await customer(server);
    assert.equal((await server.request('GET', '/address', { token })).status, 404);
    const created = await server.request('POST', '/address', { token, body: { shippingAddress: { ...polishAddress, region: 'OTHER' } } });
    assert.equal(created.status, 201);
    const record = DeliveryRecordSchema.parse(created.body);
    assert.equal(record.shippingAddress.region, 'POLAND', 'the client region is not trusted');
    assert.equal(record.invoiceAddress, null);
    const patched = await server.request('PATCH', '/address', { token, body: { id: record.id, shippingAddress: { ...polishAddress, country: 'de', city: 'Berlin', postcode: '10115' }, invoiceAddress: invoice } });
    assert.equal(patched.status, 200);
    const updated = DeliveryRecordSchema.parse(patched.body);
    assert.deepEqual([updated.id, updated.shippingAddress.country, updated.shippingAddress.region, updated.invoiceAddress?.companyName], [record.id, 'DE', 'EUROPEAN_UNION', 'ACME sp. z o.o.']);
    assert.deepEqual(DeliveryRecordSchema.parse((await server.request('GET', '/address', { token })).body), updated);
    assert.equal((await server.request('PATCH', '/address', { token, body: { id: record.id! + 1000, shippingAddress: polishAddress } })).status, 409);
    // An id past PostgreSQL's integer range is bad input (400), not a database error (500).
    const outOfRange = await server.request('PATCH', '/address', { token, body: { id: 2 ** 31, shippingAddress: polishAddress } });
    assert.equal(outOfRange.status, 400);
  });

  it('validates with the form rules and keys', async () => {
    const { token } = await customer(server);
    const cases: [unknown, string, string][] = [
      [{ shippingAddress: { ...polishAddress, phoneNumber: '12345' } }, 'validation.phoneNineDigits', 'shippingAddress.phoneNumber'],
      [{ shippingAddress: { ...polishAddress, city: 'Wa' } }, 'validation.minThreeChars', 'shippingAddress.city'],
      [{ shippingAddress: { ...polishAddress, name: '' } }, 'validation.fillOutAllFields', 'shippingAddress.name'],
      [{ shippingAddress: polishAddress, invoiceAddress: { ...invoice, companyName: '' } }, 'validation.fillOutAllFields', 'invoiceAddress.companyName'],
      // A NIP whose check digit is wrong (the right one is 3), and a German VAT number one digit short.
      [{ shippingAddress: polishAddress, invoiceAddress: { ...invoice, companyIdentificationNumber: '5250001009' } }, 'validation.invalidTaxNumber', 'invoiceAddress.companyIdentificationNumber'],
      [{ shippingAddress: polishAddress, invoiceAddress: { ...invoice, country: 'DE', postcode: '10115', companyIdentificationNumber: 'DE13669597' } }, 'validation.invalidTaxNumber', 'invoiceAddress.companyIdentificationNumber'],
      [{}, 'Invalid input: expected object, received undefined', 'shippingAddress'],
    ];
    for (const [body, message, field] of cases) {
      const answer = await server.request('POST', '/address', { token, body });
      assert.deepEqual([answer.status, answer.body], [400, { message, field }]);
    }
    assert.equal((await server.request('GET', '/address', { token })).status, 404, 'nothing stored');
    assert.equal((await server.request('POST', '/address', { body: { shippingAddress: polishAddress } })).status, 401);
  });

  it('takes a German VAT number of the right format, and a NIP written with dashes', async () => {
    const { token } = await customer(server);
    for (const invoiceAddress of [{ ...invoice, country: 'DE', postcode: '10115', companyIdentificationNumber: 'DE136695976' }, { ...invoice, companyIdentificationNumber: '525-000-10-03' }]) {
      const answer = await server.request('POST', '/address', { token, body: { shippingAddress: polishAddress, invoiceAddress } });
      assert.equal(answer.status, 201, answer.text);
    }
    const wrong = await server.request('PATCH', '/address', { token, body: { shippingAddress: polishAddress, invoiceAddress: { ...invoice, companyIdentificationNumber: 'PL5250001009' } } });
    assert.deepEqual([wrong.status, wrong.body.message], [400, 'validation.invalidTaxNumber']);
  });

  it('keeps users apart', async () => {
    const alice = await customer(server);
    const bob = await customer(server);
    const record = DeliveryRecordSchema.parse((await server.request('POST', '/address', { token: alice.token, body: { shippingAddress: polishAddress } })).body);
    assert.equal((await server.request('GET', '/address', { token: bob.token })).status, 404);
    const attempt = await server.request('PATCH', '/address', { token: bob.token, body: { id: record.id, shippingAddress: { ...polishAddress, city: 'Gdańsk' } } });
    assert.equal(attempt.status, 404);
    assert.equal(DeliveryRecordSchema.parse((await server.request('GET', '/address', { token: alice.token })).body).shippingAddress.city, 'Warszawa');
  });

  it('takes a German address as Germans write it, refuses a number too short, and keeps a Polish number at nine digits', async () => {
    const { token } = await customer(server);
    const berlin = { ...polishAddress, country: 'DE', state: null, city: 'Berlin', postcode: '10115', areaCode: '+49', phoneNumber: '3012345678' };
    const saved = await server.request('POST', '/address', { token, body: { shippingAddress: berlin } });
    assert.equal(saved.status, 201, saved.text);
    const record = DeliveryRecordSchema.parse(saved.body);
    assert.deepEqual([record.shippingAddress.areaCode, record.shippingAddress.phoneNumber, record.shippingAddress.state], ['+49', '3012345678', null]);
    const tooShort = await server.request('POST', '/address', { token, body: { shippingAddress: { ...berlin, phoneNumber: '12' } } });
    assert.deepEqual([tooShort.status, tooShort.body], [400, { message: 'validation.phoneInvalid', field: 'shippingAddress.phoneNumber' }]);
    const polish = await server.request('POST', '/address', { token, body: { shippingAddress: { ...polishAddress, phoneNumber: '3012345678' } } });
    assert.deepEqual([polish.status, polish.body.message], [400, 'validation.phoneNineDigits']);
    // A state where addresses name one (the United States), never for Germany.
    const boston = { ...berlin, country: 'US', postcode: '02108', areaCode: '+1', phoneNumber: '6175550100' };
    assert.equal((await server.request('POST', '/address', { token, body: { shippingAddress: boston } })).body.message, 'validation.fillOutAllFields');
    assert.equal((await server.request('POST', '/address', { token, body: { shippingAddress: { ...boston, state: 'MA' } } })).status, 201);
  });

  it('checks a foreign number by its country\'s numbering and a postcode by its country\'s format, and keeps the number in E.164 parts', async () => {
    const { token } = await customer(server);
    const berlin = { ...polishAddress, country: 'DE', state: null, city: 'Berlin', postcode: '10115', areaCode: '+49', phoneNumber: '3012345678' };
    const refusal = async (shippingAddress: unknown, invoiceAddress?: unknown) => {
      const answer = await server.request('POST', '/address', { token, body: { shippingAddress, ...(invoiceAddress ? { invoiceAddress } : {}) } });
      return [answer.status, answer.body];
    };
    // Digits enough, but no German number.
    assert.deepEqual(await refusal({ ...berlin, phoneNumber: '1234' }), [400, { message: 'validation.phoneInvalid', field: 'shippingAddress.phoneNumber' }]);
    assert.deepEqual(await refusal({ ...berlin, areaCode: '+43', phoneNumber: '3012345678999' }), [400, { message: 'validation.phoneInvalid', field: 'shippingAddress.phoneNumber' }]);
    assert.deepEqual(await refusal(berlin, { ...invoice, phoneNumber: '1234', areaCode: '+49' }), [400, { message: 'validation.phoneInvalid', field: 'invoiceAddress.phoneNumber' }]);
    assert.deepEqual(await refusal({ ...berlin, postcode: '1011' }), [400, { message: 'validation.postcodeInvalid', field: 'shippingAddress.postcode' }]);
    assert.deepEqual(await refusal({ ...polishAddress, postcode: '00850' }), [400, { message: 'validation.postcodeInvalid', field: 'shippingAddress.postcode' }]);
    // Typed with the trunk 0 and the code without its plus: kept as +49 and 3012345678, the number's E.164 form.
    const saved = await server.request('POST', '/address', { token, body: { shippingAddress: { ...berlin, areaCode: '49', phoneNumber: '03012345678' } } });
    assert.equal(saved.status, 201, saved.text);
    const stored = DeliveryRecordSchema.parse(saved.body).shippingAddress;
    assert.equal(`${stored.areaCode}${stored.phoneNumber}`, '+493012345678');
  });
});
