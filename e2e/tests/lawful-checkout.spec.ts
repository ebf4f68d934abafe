import { expect, test, type Locator, type Page } from '../support/test';
import { logIn, registerAndActivate } from '../support/session';

/**
 * A checkout Polish consumer law accepts (docs/product-rules.md, "A lawful checkout"), on the composed shop and the
 * real API, in both languages: the paying button says the shopper will pay, an inquiry's says it is one, the terms of
 * sale are accepted in a box that starts unticked, prices say VAT is in them, and a wrong tax number is refused.
 */

const password = 'Trening!2024';
let counter = 0;
const newEmail = (label: string) => `lawful-${label}-${Date.now()}-${counter++}@inercise.test`;

const texts = {
  pl: {
    addToCart: 'Dodaj do koszyka',
    toCheckout: 'Przejdź do dostawy i płatności',
    shipping: 'Adres dostawy',
    invoice: 'Faktura',
    wantInvoice: 'Chcę otrzymać fakturę',
    company: 'Nazwa firmy',
    taxNumber: 'NIP',
    fields: { name: 'Imię', surname: 'Nazwisko', country: 'Kraj', state: 'Województwo / region', city: 'Miasto', postcode: 'Kod pocztowy', street: 'Ulica i numer', phone: 'Numer telefonu' },
    terms: /^Akceptuję regulamin sprzedaży i potwierdzam zapoznanie się z informacją o prawie odstąpienia od umowy/,
  },
  en: {
    addToCart: 'Add to cart',
    toCheckout: 'Go to delivery and payment',
    shipping: 'Shipping address',
    invoice: 'Invoice',
    wantInvoice: 'I want an invoice',
    company: 'Company name',
    taxNumber: 'Tax identification number',
    fields: { name: 'First name', surname: 'Surname', country: 'Country', state: 'State / province', city: 'City', postcode: 'Postcode', street: 'Street and number', phone: 'Phone number' },
    terms: /^I accept the terms of sale and confirm I have read the information on the right to withdraw from the contract/,
  },
} as const;

type Language = keyof typeof texts;

interface Address {
  name: string;
  surname: string;
  country: string;
  state: string;
  city: string;
  postcode: string;
  street: string;
  phone: string;
}

const warsaw: Address = { name: 'Anna', surname: 'Kowalska', country: 'PL', state: 'mazowieckie', city: 'Warszawa', postcode: '00-950', street: 'ul. Marszałkowska 10', phone: '600700800' };
const munich: Address = { name: 'Hans', surname: 'Müller', country: 'DE', state: 'Bayern', city: 'München', postcode: '80331', street: 'Marienplatz 1', phone: '15123456789' };

async function fill(section: Locator, language: Language, address: Address) {
  const l = texts[language].fields;
  await section.getByLabel(l.name).fill(address.name);
  await section.getByLabel(l.surname).fill(address.surname);
  await section.getByLabel(l.country).selectOption(address.country);
  await section.getByLabel(l.state).fill(address.state);
  await section.getByLabel(l.city).fill(address.city);
  await section.getByLabel(l.postcode).fill(address.postcode);
  await section.getByLabel(l.street).fill(address.street);
  await section.getByLabel(l.phone).fill(address.phone);
}

/** A logged-in shopper with the triangle handle in the cart, at the checkout in `language`. */
async function toCheckout(page: Page, request: Parameters<typeof registerAndActivate>[0], language: Language, label: string) {
  const email = newEmail(label);
  await registerAndActivate(request, email, password);
  await logIn(page, email, password);
  await page.goto(`/${language}/product?id=3`);
  await page.getByRole('button', { name: texts[language].addToCart }).click();
  await expect(page.getByRole('link', { name: language === 'pl' ? 'Koszyk, produkty: 1' : 'Cart, 1 item' })).toBeVisible();
}

test('po polsku: ceny z VAT, „Zamawiam i płacę”, regulamin do zaakceptowania, błędny NIP odrzucony', async ({ page, request }) => {
  await toCheckout(page, request, 'pl', 'pl');
  await page.goto('/pl/cart');
  await expect(page.getByText('z VAT', { exact: true })).toBeVisible();
  await expect(page.getByText('w tym VAT 23%')).toBeVisible();

  await page.getByRole('link', { name: texts.pl.toCheckout }).click();
  await fill(page.getByRole('region', { name: texts.pl.shipping }), 'pl', warsaw);
  await expect(page.getByTestId('delivery-price')).toHaveText('19,99\u00a0PLN');
  const summary = page.getByRole('complementary');
  await expect(summary.getByText('Razem z VAT i dostawą')).toBeVisible();
  await expect(summary.getByText('w tym VAT 23%')).toBeVisible();
  const pay = page.getByRole('button', { name: 'Zamawiam i płacę' });
  await expect(pay).toBeVisible();
  await expect(page.getByRole('button', { name: 'Przejdź do płatności' })).toHaveCount(0);
  const terms = page.getByRole('checkbox', { name: texts.pl.terms });
  await expect(terms).not.toBeChecked();
  await expect(page.getByRole('link', { name: 'regulamin sprzedaży', exact: true })).toHaveAttribute('href', '/pl/terms-of-sale');
  await expect(page.getByRole('link', { name: 'informacją o prawie odstąpienia od umowy' })).toHaveAttribute('href', '/pl/terms-of-sale#odstapienie');

  await page.getByRole('checkbox', { name: texts.pl.wantInvoice }).check();
  const invoice = page.getByRole('region', { name: texts.pl.invoice });
  await invoice.getByLabel(texts.pl.company).fill('ACME sp. z o.o.');
  await invoice.getByLabel(texts.pl.taxNumber).fill('526-025-02-75');
  await fill(invoice, 'pl', warsaw);
  await page.getByRole('radio', { name: 'BLIK' }).check();
  await pay.click();
  await expect(invoice.getByText('Nieprawidłowy NIP.')).toBeVisible();
  await expect(terms).toHaveAccessibleDescription('Zaakceptuj regulamin sprzedaży, aby złożyć zamówienie.');
  await expect(page).toHaveURL(/\/pl\/delivery-and-payment$/);

  // The right check digit, and the terms accepted: the order goes to the payment.
  await invoice.getByLabel(texts.pl.taxNumber).fill('526-025-02-74');
  await terms.check();
  await pay.click();
  await expect(page.getByRole('heading', { name: 'Płatność testowa' })).toBeVisible();
  await page.getByRole('button', { name: 'Zapłać' }).click();
  await expect(page).toHaveURL(/\/pl\/order\?orderNumber=.+&status=paid/);
  await expect(page.getByText('Razem z VAT i dostawą')).toBeVisible();
  await expect(page.getByText(/· VAT 23%$/)).toBeVisible();
});

test('in English and euro: the inquiry\'s "Send inquiry", the terms to accept, a wrong VAT number refused', async ({ page, request }) => {
  await toCheckout(page, request, 'en', 'en');
  await page.getByRole('button', { name: 'Pay in EUR' }).click();
  await page.goto('/en/cart');
  await expect(page.getByText('incl. VAT', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: texts.en.toCheckout }).click();
  await fill(page.getByRole('region', { name: texts.en.shipping }), 'en', munich);
  await expect(page.getByTestId('delivery-price')).toHaveText('21\u00a0EUR');
  const summary = page.getByRole('complementary');
  await expect(summary.getByText('Total incl. VAT and delivery')).toBeVisible();
  await expect(summary.getByText('incl. VAT 23%')).toBeVisible();
  const send = page.getByRole('button', { name: 'Send inquiry' });
  await expect(send).toBeVisible();
  await expect(page.getByRole('button', { name: 'Order and pay' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'information on the right to withdraw from the contract' })).toHaveAttribute('href', '/en/terms-of-sale#odstapienie');

  await page.getByRole('checkbox', { name: texts.en.wantInvoice }).check();
  const invoice = page.getByRole('region', { name: texts.en.invoice });
  await invoice.getByLabel(texts.en.company).fill('Müller GmbH');
  await invoice.getByLabel(texts.en.taxNumber).fill('DE12345');
  await fill(invoice, 'en', munich);
  const terms = page.getByRole('checkbox', { name: texts.en.terms });
  await terms.check();
  await send.click();
  await expect(invoice.getByText('Invalid tax number.')).toBeVisible();
  await expect(invoice.getByLabel(texts.en.taxNumber)).toBeFocused();

  await invoice.getByLabel(texts.en.taxNumber).fill('DE136695976');
  await terms.uncheck();
  await send.click();
  await expect(page.getByText('Accept the terms of sale to place your order.')).toBeVisible();
  await expect(terms).toBeFocused();
  await terms.check();
  await send.click();
  await expect(page).toHaveURL(/\/en\/order\?orderNumber=.+&status=placed/);
  await expect(page.getByText('Total incl. VAT and delivery')).toBeVisible();
});
