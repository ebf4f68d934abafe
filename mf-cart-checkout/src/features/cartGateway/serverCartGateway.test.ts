import { aCartLine, aProduct, aSelectedProperty, aServerCart, fakeApi, reply } from '@inercise/shared/testing';
import { serverCartGateway } from './serverCartGateway';

const black = aSelectedProperty();
const line = aCartLine({ id: 91, quantity: 2 });

describe('the server cart gateway', () => {
  it("adds with POST /cart/add-product/{id}, the options in the body and the shopper's token, and answers the server's cart", async () => {
    const answer = aServerCart({ cartItems: [aCartLine({ id: 5, quantity: 3 })], originalPrice: 747, originalPriceEur: 177 });
    const api = fakeApi({ 'POST /cart/add-product/3?quantity=3': answer });
    await expect(serverCartGateway('tok').add(aProduct(), [black], 3)).resolves.toEqual(answer);
    expect(api.calls).toEqual([
      expect.objectContaining({ body: [black], headers: expect.objectContaining({ authorization: 'Bearer tok' }) }),
    ]);
  });

  it('sets a quantity with PATCH /cart/cart-item (the route as the API declares it) and removes with POST /cart/remove-cart-item/{id}', async () => {
    const api = fakeApi({ 'PATCH /cart/cart-item': aServerCart({ cartItems: [{ ...line, quantity: 3 }] }), 'POST /cart/remove-cart-item/91': aServerCart() });
    const gateway = serverCartGateway('tok');
    expect((await gateway.setQuantity(line, 3)).cartItems[0]?.quantity).toBe(3);
    expect((await gateway.remove(91)).cartItems).toEqual([]);
    expect(api.calls.map((call) => [call.method, call.path, call.body])).toEqual([
      ['PATCH', '/cart/cart-item', { id: 91, quantity: 3, selectedProperties: [black] }],
      ['POST', '/cart/remove-cart-item/91', undefined],
    ]);
  });

  it('rejects what the server refuses, and an answer that is not a cart', async () => {
    fakeApi({ 'POST /cart/add-product/3?quantity=1': reply(400, { message: 'optionUnavailable' }), 'POST /cart/remove-cart-item/91': { cartItems: 'none' } });
    await expect(serverCartGateway('tok').add(aProduct(), [black], 1)).rejects.toMatchObject({ status: 400 });
    await expect(serverCartGateway('tok').remove(91)).rejects.toThrow();
  });
});
