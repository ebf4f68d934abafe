import { expect, test, type Locator, type Page } from '../support/test';
import { registerAndActivate } from '../support/session';

/**
 * A shopper without a mouse: every step below is reached with Tab (or Shift+Tab) and done with Enter, Space,
 * arrow keys or typing. Nothing is clicked, filled or focused by the test itself.
 */

const password = 'Trening!2024';

/** Presses Tab until the target has the focus; fails if it is not in the tab order within `limit` presses. */
async function tabTo(page: Page, target: Locator, { backwards = false, limit = 150 } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target.toString()} was not reached with ${backwards ? 'Shift+Tab' : 'Tab'} in ${limit} presses`);
}

async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

test('with the keyboard alone a shopper uses the menu, language and currency, filters, configures, adds to cart and reaches the payment page', async ({
  page,
  request,
}) => {
  const email = `keyboard-${Date.now()}@inercise.test`;
  await registerAndActivate(request, email, password);

  // Logging in: type into the labelled fields, submit with Enter.
  await page.goto('/en/login');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Log in', exact: true }) });
  await typeInto(page, form.getByLabel('E-mail', { exact: true }), email);
  await typeInto(page, form.getByLabel('Password', { exact: true }), password);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/login(\?|$)/);

  // The menu and its submenu.
  await page.goto('/en');
  const banner = page.getByRole('banner');
  const toggle = banner.getByRole('button', { name: 'Show the Inercise pages' });
  await tabTo(page, toggle);
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const atlas = banner.getByRole('link', { name: 'Exercise atlas' });
  await tabTo(page, atlas);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/excercise-atlas$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

  // Language there and back: the page's language and the prefix follow.
  await tabTo(page, banner.getByRole('button', { name: 'Switch to polski' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page).toHaveURL(/\/pl\/excercise-atlas$/);
  await tabTo(page, banner.getByRole('button', { name: 'Przełącz na English' }));
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // Currency to euro and back to złoty (the online payment is in złoty).
  const euro = banner.getByRole('button', { name: 'Pay in EUR' });
  await tabTo(page, euro);
  await page.keyboard.press('Enter');
  await expect(euro).toHaveAttribute('aria-pressed', 'true');
  const zloty = banner.getByRole('button', { name: 'Pay in PLN' });
  await tabTo(page, zloty, { backwards: true });
  await page.keyboard.press('Space');
  await expect(zloty).toHaveAttribute('aria-pressed', 'true');

  // The shop's filters: a chip with Space, a price thumb with the arrow keys and End.
  await tabTo(page, banner.getByRole('link', { name: 'Shop', exact: true }), { backwards: true });
  await page.keyboard.press('Enter');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Shop');
  const names = main.getByRole('heading', { level: 2 });
  await expect.poll(() => names.count()).toBeGreaterThan(10);
  const everything = await names.count();
  const handles = main.getByRole('button', { name: 'Handles', exact: true });
  await tabTo(page, handles);
  await page.keyboard.press('Space');
  await expect(handles).toHaveAttribute('aria-pressed', 'true');
  await expect(names).toHaveCount(4);
  const lowest = main.getByRole('slider', { name: 'Lowest price' });
  await tabTo(page, lowest);
  const before = await lowest.getAttribute('aria-valuenow');
  await page.keyboard.press('ArrowRight');
  await expect(lowest).not.toHaveAttribute('aria-valuenow', before ?? '');
  await page.keyboard.press('End');
  await expect(names).toHaveCount(0);
  await page.keyboard.press('Home');
  await expect(names).toHaveCount(4);
  await tabTo(page, main.getByRole('button', { name: 'Clear filters' }));
  await page.keyboard.press('Enter');
  await expect(names).toHaveCount(everything);

  // The device set: the colour chosen with an arrow key, then into the cart.
  await tabTo(page, main.getByRole('link', { name: /^Inercise device set\b/ }).first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/product\/inercise-device-set$/);
  const colour = page.getByRole('group', { name: 'Device colour' });
  await tabTo(page, colour.getByRole('radio', { name: 'Black' }));
  await page.keyboard.press('ArrowRight');
  await expect(colour.getByRole('radio', { name: 'White' })).toBeChecked();
  await expect(page.getByText('Delivery time: 14 days')).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Add to cart' }));
  await page.keyboard.press('Enter');

  // The mini cart opens with the line; the header counter follows.
  const miniCart = page.getByRole('region', { name: 'Cart', exact: true });
  await expect(miniCart).toBeVisible();
  await expect(miniCart).toContainText('Inercise device set');
  const cartLink = banner.getByRole('link', { name: /^Cart, 1 item$/ });
  await expect(cartLink).toBeVisible();

  // Checkout up to the payment provider's page.
  await tabTo(page, cartLink, { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/cart$/);
  await tabTo(page, page.getByRole('link', { name: 'Go to delivery and payment' }));
  await page.keyboard.press('Enter');
  const shipping = page.getByRole('region', { name: 'Shipping address' });
  await typeInto(page, shipping.getByLabel('First name'), 'Ewa');
  await typeInto(page, shipping.getByLabel('Surname'), 'Nowak');
  const country = shipping.getByLabel('Country');
  await tabTo(page, country);
  // A closed select takes type-ahead: the letters pick the country.
  await page.keyboard.type('Poland');
  await expect(country).toHaveValue('PL');
  await typeInto(page, shipping.getByLabel('State / province'), 'Lesser Poland');
  await typeInto(page, shipping.getByLabel('City'), 'Kraków');
  await typeInto(page, shipping.getByLabel('Postcode'), '30-001');
  await typeInto(page, shipping.getByLabel('Street and number'), 'ul. Długa 5');
  await expect(shipping.getByLabel('Dialling code')).toHaveValue('+48');
  await typeInto(page, shipping.getByLabel('Phone number'), '512345678');
  await expect(page.getByTestId('delivery-price')).toHaveText(/^19[.,]99\s?PLN$/);

  const methods = page.getByRole('radiogroup', { name: 'Payment method' });
  const firstMethod = methods.getByRole('radio').first();
  await tabTo(page, firstMethod);
  await page.keyboard.press('Space');
  await expect(firstMethod).toBeChecked();
  const terms = page.getByRole('checkbox', { name: /^I accept the terms of sale/ });
  await tabTo(page, terms);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Order and pay' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Test payment' })).toBeVisible();
});
