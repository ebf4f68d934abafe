import { catalogue, placeFirstScreen, productTypes } from '@inercise/shared/testing';
import { forgetCatalogue } from '../../testing/forgetCatalogue';
import { peekProducts } from '../products/fetchProducts';
import { peekProductTypes } from '../shop/fetchProductTypes';
import { catalogueDataBlock, takeCatalogueFromFirstScreen } from './catalogueHandoff';

beforeEach(forgetCatalogue);

describe('the catalogue handed over by the first screen', () => {
  it('is taken before the first render, so the pages start from it, and its block leaves the page', () => {
    placeFirstScreen({ container: 'app-mf-catalog', html: `<h1>Shop</h1>${catalogueDataBlock({ products: catalogue, types: productTypes })}` });
    expect(takeCatalogueFromFirstScreen()).toBe(true);
    expect(peekProducts()).toEqual(catalogue);
    expect(peekProductTypes()).toEqual(productTypes);
    expect(document.querySelector('script')).toBeNull();
    expect(document.body.textContent).toBe('Shop');
  });

  it('is ignored when missing, unreadable or not a catalogue: the pages fetch their own', () => {
    expect(takeCatalogueFromFirstScreen()).toBe(false);
    placeFirstScreen({ html: `<script type="application/json" id="mf-catalog-first-screen-data">{"products":</script>` });
    expect(takeCatalogueFromFirstScreen()).toBe(false);
    placeFirstScreen({ data: { 'mf-catalog-first-screen-data': { products: [{ id: 'x' }], types: [] } } });
    expect(takeCatalogueFromFirstScreen()).toBe(false);
    expect(peekProducts()).toBeUndefined();
    expect(peekProductTypes()).toBeUndefined();
  });
});
