import { expect, test, type Browser, type Page } from '../support/test';
import { OWNER_EMAIL, OWNER_PASSWORD, ownerReady } from '../support/owner';
import { logIn, registerAndActivate } from '../support/session';

/**
 * Digital products (docs/product-rules.md, "Digital products") on the composed shop, the real API and its sandbox
 * payment provider, in both languages: a course alone goes from the cart to the payment with no delivery step and no
 * delivery price, needs the consent to its immediate delivery, appears under "My courses" with its link once paid, and
 * is gone from there once the owner records the refund in the back office.
 */

const password = 'Trening!2024';
let counter = 0;
const newEmail = (language: string) => `courses-${language}-${Date.now()}-${counter++}@inercise.test`;
/** The seeded "Foundations" course (it does not ship). */
const COURSE_ID = 15;

const texts = {
  en: {
    addToCart: 'Add to cart',
    cart: 'Cart, 1 item',
    toCheckout: 'Go to delivery and payment',
    billing: 'Billing address',
    shipping: 'Shipping address',
    name: 'First name',
    surname: 'Surname',
    country: 'Country',
    state: 'State / province',
    city: 'City',
    postcode: 'Postcode',
    street: 'Street and number',
    phone: 'Phone number',
    terms: /^I accept the terms of sale/,
    consent: /^I want the course to be made available at once/,
    consentMissing: 'Consent to the course being made available at once, and acknowledge losing the right of withdrawal, to order a course.',
    pay: 'Order and pay',
    total: 'Total incl. VAT',
    sandboxTitle: 'Test payment',
    sandboxPay: 'Pay',
    paid: 'We have received your payment.',
    consentShown: /you consented to the course being made available at once/,
    myCourses: 'My courses',
    start: /^Start the course /,
    none: 'You have no courses yet.',
  },
  pl: {
    addToCart: 'Dodaj do koszyka',
    cart: 'Koszyk, produkty: 1',
    toCheckout: 'Przejdź do dostawy i płatności',
    billing: 'Adres rozliczeniowy',
    shipping: 'Adres dostawy',
    name: 'Imię',
    surname: 'Nazwisko',
    country: 'Kraj',
    state: 'Województwo / region',
    city: 'Miasto',
    postcode: 'Kod pocztowy',
    street: 'Ulica i numer',
    phone: 'Numer telefonu',
    terms: /^Akceptuję regulamin sprzedaży/,
    consent: /^Chcę, aby kurs został udostępniony od razu/,
    consentMissing: 'Aby zamówić kurs, wyraź zgodę na jego udostępnienie od razu i przyjmij do wiadomości utratę prawa odstąpienia od umowy.',
    pay: 'Zamawiam i płacę',
    total: 'Razem z VAT',
    sandboxTitle: 'Płatność testowa',
    sandboxPay: 'Zapłać',
    paid: 'Otrzymaliśmy Twoją płatność.',
    consentShown: /wyraziłeś\(-aś\) zgodę na udostępnienie kursu od razu/,
    myCourses: 'Moje kursy',
    start: /^Rozpocznij kurs /,
    none: 'Nie masz jeszcze kursów.',
  },
} as const;

type Language = keyof typeof texts;

/** The course bought alone through the shop's pages and paid on the sandbox page; answers the order's number. */
async function buyCourse(page: Page, language: Language): Promise<string> {
  const t = texts[language];
  await page.goto(`/${language}/product?id=${COURSE_ID}`);
  // The English shop starts in euro (an inquiry): the course is paid for in złoty, online.
  if (language === 'en') await page.getByRole('button', { name: 'Pay in PLN' }).click();
  await page.getByRole('button', { name: t.addToCart }).click();
  await expect(page.getByRole('link', { name: t.cart })).toBeVisible();
  await page.goto(`/${language}/cart`);
  await page.getByRole('link', { name: t.toCheckout }).click();

  // No delivery step: the address is the buyer's, for the invoice; no courier, no delivery price.
  const billing = page.getByRole('region', { name: t.billing });
  await expect(billing).toBeVisible();
  await expect(page.getByRole('region', { name: t.shipping })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /Courier delivery|Dostawa kurierem/ })).toHaveCount(0);
  await expect(page.getByTestId('delivery-price')).toHaveCount(0);
  await billing.getByLabel(t.name).fill('Zofia');
  await billing.getByLabel(t.surname).fill('Nowak');
  await billing.getByLabel(t.country).selectOption('PL');
  await billing.getByLabel(t.state).fill('mazowieckie');
  await billing.getByLabel(t.city).fill('Warszawa');
  await billing.getByLabel(t.postcode).fill('00-950');
  await billing.getByLabel(t.street).fill('ul. Marszałkowska 10');
  await billing.getByLabel(t.phone).pressSequentially('600700800');
  await page.getByRole('radio', { name: 'BLIK' }).check();
  const summary = page.getByRole('complementary');
  await expect(summary.getByText(t.total, { exact: true })).toBeVisible();
  // The course's price alone (199 PLN), nothing for delivery.
  await expect(page.getByTestId('order-total')).toHaveText(/^199([,.]00)?\s?(PLN|zł)$/);

  // Without the consent to the immediate delivery the order is not placed.
  await page.getByRole('checkbox', { name: t.terms }).check();
  await page.getByRole('button', { name: t.pay }).click();
  await expect(page.getByText(t.consentMissing)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${language}/delivery-and-payment`));
  await page.getByRole('checkbox', { name: t.consent }).check();
  await page.getByRole('button', { name: t.pay }).click();

  await expect(page.getByRole('heading', { name: t.sandboxTitle })).toBeVisible();
  await page.getByRole('button', { name: t.sandboxPay }).click();
  await expect(page).toHaveURL(new RegExp(`/${language}/order\\?orderNumber=.+&status=paid`));
  await expect(page.getByText(t.paid)).toBeVisible();
  await expect(page.getByText(t.consentShown)).toBeVisible();
  return new URL(page.url()).searchParams.get('orderNumber')!;
}

/** The owner records the refund: the paid order cancelled in the back office, with a reason. */
async function refundInBackOffice(browser: Browser, orderNumber: string): Promise<void> {
  const context = await browser.newContext();
  const owner = await context.newPage();
  await logIn(owner, OWNER_EMAIL, OWNER_PASSWORD);
  await owner.goto(`/en/admin/orders/${orderNumber}`);
  await expect(owner.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  await owner.getByRole('combobox', { name: 'New status' }).selectOption('CANCELLED');
  await owner.getByRole('textbox', { name: 'Reason for cancelling' }).fill('Refund at the buyer’s request');
  await owner.getByRole('button', { name: 'Change the status' }).click();
  await expect(owner.getByRole('status').filter({ hasText: 'The order is now: Cancelled.' })).toBeVisible();
  await context.close();
}

for (const language of ['en', 'pl'] as const) {
  test(`a course alone is bought with no delivery and the consent, listed under My courses once paid, and revoked by a refund (${language})`, async ({ browser, page, request }) => {
    test.setTimeout(180_000);
    const t = texts[language];
    const email = newEmail(language);
    await registerAndActivate(request, email, password);
    await ownerReady(request);
    await logIn(page, email, password);

    const orderNumber = await buyCourse(page, language);

    // From the order page to "My courses": the course, with its own link.
    await page.locator('#app-mf-cart-checkout').getByRole('link', { name: t.myCourses }).click();
    await expect(page).toHaveURL(new RegExp(`/${language}/profile/courses$`));
    await expect(page.getByRole('heading', { level: 1, name: t.myCourses })).toBeVisible();
    const start = page.getByRole('link', { name: t.start });
    await expect(start).toHaveCount(1);
    await expect(start).toHaveAttribute('href', new RegExp(`/course/${COURSE_ID}\\?access=\\d+\\.[A-Za-z0-9_-]{43}$`));
    await expect(page.getByText(orderNumber)).toBeVisible();

    await refundInBackOffice(browser, orderNumber);
    await page.reload();
    await expect(page.getByText(t.none)).toBeVisible();
    await expect(page.getByRole('link', { name: t.start })).toHaveCount(0);
  });
}
