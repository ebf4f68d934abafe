/** @jest-environment node */
import { renderFirstScreen } from './renderFirstScreen';

const publicPath = 'https://cart.example/';

describe('the cart team first screens', () => {
  it('draws the cart heading in the page language, and nothing of the cart itself (it lives in the browser)', async () => {
    const polish = await renderFirstScreen({ path: '/pl/cart', language: 'pl', publicPath, apiUrl: 'http://api.invalid', origin: 'https://shop.example' });
    expect(polish?.html).toMatch(/<section[^>]*aria-labelledby="cart-title"><h1 id="cart-title">Twój koszyk<\/h1><\/section>/);
    const english = await renderFirstScreen({ path: '/cart', language: 'en', publicPath, apiUrl: 'http://api.invalid', origin: 'https://shop.example' });
    expect(english?.html).toContain('>Your cart</h1>');
  });

  it('has none for checkout and the order page, which need the shopper', async () => {
    await expect(renderFirstScreen({ path: '/delivery-and-payment', language: 'pl', publicPath, apiUrl: 'http://api.invalid', origin: 'https://shop.example' })).resolves.toBeNull();
    await expect(renderFirstScreen({ path: '/en/order?id=3', language: 'en', publicPath, apiUrl: 'http://api.invalid', origin: 'https://shop.example' })).resolves.toBeNull();
  });
});
