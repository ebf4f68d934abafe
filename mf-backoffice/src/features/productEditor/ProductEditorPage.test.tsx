import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, reply, renderWithShop, type Routes } from '@inercise/shared/testing';
import type { AdminProductChange, AdminProductPayload } from '@inercise/shared/admin';
import { backofficeTranslations } from '../../i18n/backofficeTranslations';
import { anAdminProduct, anAdminProductRow, onePage, productTypeList } from '../../testing/adminFixtures';
import { ProductEditorPage } from './ProductEditorPage';

const open = (routes: Routes, route = '/en/admin/products/3') => {
  const api = fakeApi({ 'GET /product-type': productTypeList, ...routes });
  const view = renderWithShop(<ProductEditorPage />, { route, path: '/:lang/admin/products/:id', translations: { backoffice: backofficeTranslations }, loggedIn: true });
  return { api, ...view };
};

// Typing a whole product's fields in jsdom takes seconds on a busy machine.
jest.setTimeout(20_000);

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'anchor.png', { type: 'image/png' });

describe('ProductEditorPage', () => {
  it('shows the product in both languages, with each description as the shop draws it, redrawn as the owner types', async () => {
    const { user } = open({ 'GET /admin/products/3': anAdminProduct() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Product: Triangle handle' })).toBeInTheDocument();
    expect(screen.getByText('Key in the shop’s data: triangleHandle')).toBeInTheDocument();
    expect(screen.getByLabelText('Name in English')).toHaveValue('Triangle handle');
    expect(screen.getByLabelText('Name in Polish')).toHaveValue('Uchwyt trójkątny');
    expect(screen.getByLabelText('Description in English')).toHaveValue('A two-hand grip.\nKnurled steel.');
    expect(screen.getByLabelText('Description in English')).toHaveAccessibleDescription(/Each line becomes a paragraph of its own in the shop/);
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('3');
    expect(screen.getByLabelText('Price in PLN')).toHaveValue('349');
    expect(screen.getByLabelText('Previous price in PLN')).toHaveValue('');
    expect(screen.getByLabelText('Price in EUR')).toHaveValue('82');
    expect(screen.getByRole('checkbox', { name: 'Hidden from the shop' })).not.toBeChecked();

    const preview = screen.getByRole('region', { name: 'Preview: the description in the English shop' });
    expect(within(preview).getAllByRole('paragraph').map((line) => line.textContent)).toEqual(['Preview: the description in the English shop', 'Triangle handle', 'A two-hand grip.', 'Knurled steel.']);
    const description = screen.getByLabelText('Description in English');
    await user.type(description, '{Enter}{Enter}Fits every strap.');
    // An empty line is left out, as on the product page.
    expect(within(preview).getAllByRole('paragraph').map((line) => line.textContent)).toEqual(['Preview: the description in the English shop', 'Triangle handle', 'A two-hand grip.', 'Knurled steel.', 'Fits every strap.']);
    expect(screen.getByText('There are changes not saved yet.')).toBeInTheDocument();

    // Options with their values, the specification, the pictures with the first as the thumbnail.
    expect(screen.getByRole('combobox', { name: 'Kind of option 1' })).toHaveValue('COLOR');
    expect(screen.getByRole('textbox', { name: 'Value 1' })).toHaveValue('BLACK');
    expect(screen.getByRole('textbox', { name: 'Value 1' })).toHaveAccessibleDescription('Shown in the shop as “Black”.');
    expect(screen.getByRole('textbox', { name: 'Label of row 1' })).toHaveValue('spec.width');
    expect(screen.getByRole('img', { name: 'Picture 1 of the product' })).toHaveAttribute('src', expect.stringMatching(/\/thumbnail\/triangle-handle\.webp$/));
    expect(screen.getByText('Thumbnail')).toBeInTheDocument();
  });

  it('saves the changes as the API takes them, keeping the ids of options and values that stay', async () => {
    const { api, user } = open({
      'GET /admin/products/3': anAdminProduct(),
      'PATCH /admin/products/3': (request) => {
        const body = request.body as AdminProductPayload;
        return anAdminProduct({ price: body.price, previousPrice: body.previousPrice, vatRate: body.vatRate ?? 23, specification: body.specification.map((row, index) => ({ id: 50 + index, ...row })), images: body.images });
      },
    });
    const price = await screen.findByLabelText('Price in PLN');
    await user.clear(price);
    await user.type(price, '299.99');
    await user.type(screen.getByLabelText('Previous price in PLN'), '349');
    const vatRate = screen.getByRole('combobox', { name: 'VAT rate' });
    expect(vatRate).toHaveValue('23');
    expect(vatRate).toHaveAccessibleDescription(/The prices include VAT at this rate/);
    await user.selectOptions(vatRate, '8');
    await user.click(screen.getByRole('button', { name: 'Move row 2 up' }));
    await user.click(screen.getByRole('button', { name: 'Add a row' }));
    await user.type(screen.getByRole('textbox', { name: 'Label of row 3' }), 'Warranty');
    await user.type(screen.getByRole('textbox', { name: 'Value of row 3' }), '5 years');
    await user.click(screen.getByRole('button', { name: 'Move picture 1 later' }));
    await user.click(screen.getByRole('button', { name: 'Save the product' }));

    expect(await screen.findByText('The product has been saved. Shoppers see the changes now.')).toBeInTheDocument();
    const sent = api.callsTo('PATCH /admin/products/3')[0]!;
    const body = sent.body as AdminProductChange;
    expect(body.price).toBe(29999);
    expect(body.previousPrice).toBe(34900);
    expect(body.priceEur).toBe(8200);
    expect(body.previousPriceEur).toBe(0);
    expect(body.vatRate).toBe(8);
    expect(body.options).toEqual([{ id: 5, kind: 'COLOR', name: 'color', values: [{ id: 21, value: 'BLACK', available: true, daysToShip: 2 }] }]);
    expect(body.specification).toEqual([
      { key: 'spec.weight', value: '0.9 kg' },
      { key: 'spec.width', value: '28 cm' },
      { key: 'Warranty', value: '5 years' },
    ]);
    expect(body.images!.map((image) => image.image)).toEqual(['up-0123456789abcdef01234567.webp', 'triangle-handle.webp']);
    expect(sent.headers.authorization).toBe('Bearer jwt');
    expect(screen.getByLabelText('Price in PLN')).toHaveValue('299.99');
    expect(screen.queryByText('There are changes not saved yet.')).not.toBeInTheDocument();
  });

  it('checks every field before sending, says what is wrong beside each, and keeps everything typed', async () => {
    const { api, user } = open({ 'GET /admin/products/3': anAdminProduct() });
    await user.clear(await screen.findByLabelText('Name in English'));
    await user.type(screen.getByLabelText('Previous price in PLN'), '300');
    await user.type(screen.getByLabelText('Price in EUR'), 'x');
    const days = screen.getByRole('textbox', { name: 'Days to ship' });
    await user.clear(days);
    await user.type(days, 'soon');
    await user.click(screen.getByRole('button', { name: 'Save the product' }));

    expect(api.callsTo('PATCH /admin/products/3')).toHaveLength(0);
    expect(screen.getByText('Some fields need your attention: see the messages beside them.')).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Name in English')).toHaveAccessibleDescription(expect.stringContaining('Fill this in.'));
    expect(screen.getByLabelText('Name in English')).toHaveFocus();
    expect(screen.getByLabelText('Previous price in PLN')).toHaveAccessibleDescription('The previous price must be higher than the current one, or empty.');
    expect(screen.getByLabelText('Price in EUR')).toHaveAccessibleDescription('Enter an amount such as 149 or 149.99.');
    expect(days).toHaveAccessibleDescription('Enter whole days, from 0 to 365.');
    // Nothing typed is lost.
    expect(screen.getByLabelText('Previous price in PLN')).toHaveValue('300');
    expect(screen.getByLabelText('Price in EUR')).toHaveValue('82x');
    expect(days).toHaveValue('soon');

    // A field's message goes as soon as it is mended.
    await user.type(screen.getByLabelText('Name in English'), 'Triangle grip');
    expect(screen.getByLabelText('Name in English')).not.toHaveAttribute('aria-invalid');
  });

  it('shows the API’s refusal beside its field and keeps the form as typed', async () => {
    const { user } = open({
      'GET /admin/products/3': anAdminProduct(),
      'PATCH /admin/products/3': reply(400, { message: 'imageNotFound', field: 'images.1' }),
    });
    const name = await screen.findByLabelText('Name in Polish');
    await user.type(name, ' duży');
    await user.click(screen.getByRole('button', { name: 'Save the product' }));
    const message = 'One of the pictures is no longer on the server. Upload it again.';
    expect(await screen.findAllByText(message)).toHaveLength(2);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(message);
    expect(screen.getByLabelText('Name in Polish')).toHaveValue('Uchwyt trójkątny duży');
    expect(screen.getByRole('button', { name: 'Save the product' })).toBeEnabled();
  });

  it('creates a product with an uploaded picture, then moves to its own address', async () => {
    const { api, user, location } = open(
      {
        'GET /admin/products': onePage([anAdminProductRow()]),
        'POST /admin/images': { image: 'up-aaaaaaaaaaaaaaaaaaaaaaaa.webp', thumbnail: 'up-aaaaaaaaaaaaaaaaaaaaaaaa.webp' },
        'POST /admin/products': (request) => anAdminProduct({ ...(request.body as AdminProductPayload), id: 17, key: 'wall-anchor', productType: { id: 4, name: 'INERCISE_ACCESSORY' }, options: [], specification: [] }),
      },
      '/en/admin/products/new',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'New product' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name in English'), 'Wall anchor');
    await user.type(screen.getByLabelText('Name in Polish'), 'Kotwa ścienna');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), '4');
    await user.type(screen.getByLabelText('Price in PLN'), '199');
    await user.type(screen.getByLabelText('Price in EUR'), '49,50');
    await user.type(screen.getByLabelText('Shipping weight in kg'), '2.5');
    await user.click(screen.getByRole('button', { name: 'Create the product' }));
    // No picture yet: said beside the upload, and nothing is sent.
    expect(screen.getByLabelText('Add a picture')).toHaveAccessibleDescription(expect.stringContaining('Add at least one picture of the product.'));
    expect(api.callsTo('POST /admin/products')).toHaveLength(0);

    await user.upload(screen.getByLabelText('Add a picture'), png());
    expect(await screen.findByRole('img', { name: 'Picture 1 of the product' })).toHaveAttribute('src', expect.stringMatching(/up-a+\.webp$/));
    expect(api.callsTo('POST /admin/images')[0]!.headers['content-type']).toBe('image/png');
    await user.click(screen.getByRole('button', { name: 'Create the product' }));

    expect(await screen.findByText('The product has been created.')).toBeInTheDocument();
    const body = api.callsTo('POST /admin/products')[0]!.body as AdminProductPayload;
    expect(body).toEqual({
      texts: { en: { name: 'Wall anchor', description: '' }, pl: { name: 'Kotwa ścienna', description: '' } },
      productTypeId: 4,
      price: 19900,
      previousPrice: 0,
      priceEur: 4950,
      previousPriceEur: 0,
      // The standard rate until the owner chooses another.
      vatRate: 23,
      // Typed in kilograms, sent in grams.
      shippingWeight: 2500,
      hidden: false,
      // A parcel unless the owner unticks it.
      ships: true,
      images: [{ image: 'up-aaaaaaaaaaaaaaaaaaaaaaaa.webp', thumbnail: 'up-aaaaaaaaaaaaaaaaaaaaaaaa.webp' }],
      options: [],
      specification: [],
    });
    await waitFor(() => expect(location().pathname).toBe('/en/admin/products/17'));
    expect(screen.getByRole('heading', { level: 1, name: 'Product: Wall anchor' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name in Polish')).toHaveValue('Kotwa ścienna');
  });

  it('says in Polish why a picture was refused, keeping the pictures there are', async () => {
    const { user } = open({ 'GET /admin/products/3': anAdminProduct(), 'POST /admin/images': reply(400, { message: 'imageTooSmall', field: 'image' }) }, '/pl/admin/products/3');
    const upload = await screen.findByLabelText('Dodaj zdjęcie');
    await user.upload(upload, png());
    expect(await screen.findByText('Ten obraz jest za mały: krótszy bok musi mieć co najmniej 400 pikseli.')).toHaveAttribute('role', 'alert');
    expect(screen.getAllByRole('img', { name: /Zdjęcie produktu nr/ })).toHaveLength(2);
  });

  it('adds and removes options and values, and hides the product', async () => {
    const { api, user } = open({
      'GET /admin/products/3': anAdminProduct(),
      // The API gives new options and values their ids.
      'PATCH /admin/products/3': (request) => {
        const body = request.body as AdminProductPayload;
        return anAdminProduct({ hidden: body.hidden, options: body.options.map((option, index) => ({ ...option, id: 30 + index, values: option.values.map((value, at) => ({ ...value, id: 60 + at })) })) });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add an option' }));
    expect(screen.getByRole('group', { name: 'Option 2' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind of option 2' }), 'SIZE');
    await user.type(screen.getByRole('textbox', { name: 'Name of option 2 in the shop’s data' }), 'size');
    const second = screen.getByRole('group', { name: 'Option 2' });
    await user.type(within(second).getByRole('textbox', { name: 'Value 1' }), 'M');
    await user.click(within(second).getByRole('button', { name: 'Add a value to option 2' }));
    await user.type(within(second).getByRole('textbox', { name: 'Value 2' }), 'L');
    await user.click(within(second).getAllByRole('checkbox', { name: 'Available' })[1]!);
    await user.click(screen.getByRole('button', { name: 'Remove option 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Hidden from the shop' }));
    await user.click(screen.getByRole('button', { name: 'Save the product' }));
    await screen.findByText('The product has been saved. Shoppers see the changes now.');
    const body = api.callsTo('PATCH /admin/products/3')[0]!.body as AdminProductChange;
    expect(body.hidden).toBe(true);
    expect(body.options).toEqual([
      {
        id: null,
        kind: 'SIZE',
        name: 'size',
        values: [
          { id: null, value: 'M', available: true, daysToShip: 2 },
          { id: null, value: 'L', available: false, daysToShip: 2 },
        ],
      },
    ]);
  });
  it('says whether the product ships: choosing the course type unticks the parcel box, and the choice is saved', async () => {
    const { api, user } = open({
      'GET /admin/products/3': anAdminProduct(),
      'PATCH /admin/products/3': (request) => anAdminProduct({ ships: (request.body as AdminProductPayload).ships }),
    });
    const box = await screen.findByRole('checkbox', { name: 'Shipped as a parcel' });
    expect(box).toBeChecked();
    expect(box).toHaveAccessibleDescription(expect.stringContaining('no delivery is charged for it'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), '2');
    expect(box).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save the product' }));
    await screen.findByText('The product has been saved. Shoppers see the changes now.');
    expect((api.callsTo('PATCH /admin/products/3')[0]!.body as AdminProductChange).ships).toBe(false);
  });
});
