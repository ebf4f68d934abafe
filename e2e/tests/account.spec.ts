import { expect, test, type Page } from '@playwright/test';
import { logIn, registerAndActivate } from '../support/session';

const PASSWORD = 'Trening1!';
let counter = 0;
const uniqueEmail = (label: string) => `${label}.${Date.now()}.${(counter += 1)}@example.com`;

/** The header's account panel opens on hover and on focus (SPEC: user hover panel). */
async function openAccountPanel(page: Page) {
  const button = page.getByRole('button', { name: 'Your account' });
  await button.hover();
  return page.getByRole('region', { name: 'Your account' });
}

test.describe('account', () => {
  test('the session helpers give other teams a logged-in customer', async ({ page, request }) => {
    const email = uniqueEmail('helper');
    await registerAndActivate(request, email, PASSWORD);
    await logIn(page, email, PASSWORD);
    const panel = await openAccountPanel(page);
    await expect(panel.getByText(`Hello, ${email}`)).toBeVisible();
  });
});
