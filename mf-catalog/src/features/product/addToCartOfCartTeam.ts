import { loadRemoteModule, type Product, type SelectedProperty } from '@inercise/shared';

/**
 * Adding to the cart is the cart team's (its `cartActions`, loaded with its bundle on the first add, so no first
 * view carries it): a guest's cart changes in the browser, a logged-in shopper's on the server, and the header
 * opens the mini cart. Rejects when the cart could not take the product.
 */
export async function addToCartOfCartTeam(product: Product, selectedProperties: SelectedProperty[]): Promise<void> {
  const { addToCart } = await loadRemoteModule('mf-cart-checkout/cartActions');
  await addToCart(product, selectedProperties);
}
