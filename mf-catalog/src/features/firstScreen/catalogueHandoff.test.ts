import { catalogue, productTypes } from '../../testing/fixtures';
import { forgetProducts, peekProducts } from '../products/fetchProducts';
import { forgetProductTypes, peekProductTypes } from '../shop/fetchProductTypes';
import { catalogueDataBlock, takeCatalogueFromFirstScreen } from './catalogueHandoff';

beforeEach(() => {
  forgetProducts();
  forgetProductTypes();
});

describe('the catalogue handed over by the first screen', () => {
  it('is taken before the first render, so the pages start from it, and its block leaves the page', () => {
    document.body.innerHTML = `<div id="app-mf-catalog"><h1>Shop</h1>${catalogueDataBlock({ products: catalogue, types: productTypes })}</div>`;
    expect(takeCatalogueFromFirstScreen()).toBe(true);
    expect(peekProducts()).toEqual(catalogue);
    expect(peekProductTypes()).toEqual(productTypes);
    expect(document.querySelector('script')).toBeNull();
    expect(document.body.textContent).toBe('Shop');
  });

  it('is ignored when missing, unreadable or not a catalogue: the pages fetch their own', () => {
    document.body.innerHTML = '';
    expect(takeCatalogueFromFirstScreen()).toBe(false);
    document.body.innerHTML = `<script type="application/json" id="mf-catalog-first-screen-data">{"products":</script>`;
    expect(takeCatalogueFromFirstScreen()).toBe(false);
    document.body.innerHTML = `<script type="application/json" id="mf-catalog-first-screen-data">{"products":[{"id":"x"}],"types":[]}</script>`;
    expect(takeCatalogueFromFirstScreen()).toBe(false);
    expect(peekProducts()).toBeUndefined();
    expect(peekProductTypes()).toBeUndefined();
  });
});
