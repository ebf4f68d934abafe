import { screen } from '@testing-library/react';
import { aProduct, catalogue, catalogueRoutes, fakeApi, renderWithShop } from '@inercise/shared/testing';
import { CatalogRoutes } from '../../App';
import { catalogTranslations } from '../../i18n/catalogTranslations';
import { forgetCatalogue } from '../../testing/forgetCatalogue';

// A product the owner wrote in the back office: its texts come with it from the API, not from the shop's translations.
const anchor = aProduct({
  id: 17,
  name: 'wall-anchor',
  texts: {
    en: { name: 'Wall anchor', description: 'Fixes the device to a wall.\n\nSteel, powder coated.' },
    pl: { name: 'Kotwa ścienna', description: 'Mocuje urządzenie do ściany.\nStal malowana proszkowo.' },
  },
});

beforeEach(() => {
  forgetCatalogue();
  fakeApi(catalogueRoutes([...catalogue, anchor]));
});

describe('a product with the owner’s own texts', () => {
  it('shows its name and description, each line a paragraph, in the page’s language', async () => {
    renderWithShop(<CatalogRoutes />, { route: '/pl/product?id=17', translations: { catalog: catalogTranslations } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kotwa ścienna' })).toBeInTheDocument();
    expect(screen.getByText('Mocuje urządzenie do ściany.').tagName).toBe('P');
    expect(screen.getByText('Stal malowana proszkowo.').tagName).toBe('P');
  });

  it('is named by them in the shop’s list', async () => {
    renderWithShop(<CatalogRoutes />, { route: '/en/shop', translations: { catalog: catalogTranslations } });
    expect(await screen.findByRole('heading', { name: 'Wall anchor' })).toBeInTheDocument();
    expect(screen.queryByText('wall-anchor')).not.toBeInTheDocument();
  });
});
