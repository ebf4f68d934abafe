import { readFileSync } from 'node:fs';
import { expect, test } from '../support/test';
import { OWNER_EMAIL, OWNER_PASSWORD, ownerReady } from '../support/owner';
import { logIn, registerAndActivate } from '../support/session';
import { expectNoSeriousViolations } from '../support/axe';

const PASSWORD = 'Trening1!';
let counter = 0;
const uniqueEmail = (label: string) => `devices-${label}-${Date.now()}-${(counter += 1)}@example.com`;


// The codes printed on the seeded devices' labels (api/src/db/seed/catalogue.ts, deviceLabelCodes): a serial number
// alone claims nothing.
const LABEL_CODES: Record<string, string> = {
  'INR-2025-000106': 'UR8Y-YMSF-QGRH',
  'INR-2025-000107': 'GKYD-Q572-JGXA',
  'INR-2025-000108': '7FNX-H5XH-TBZR',
};

// Seeded serials of the Inercise One S no other spec registers: one per journey, so the journeys never meet.
const journeys = [
  {
    language: 'en',
    serial: 'INR-2025-000106',
    texts: {
      guestLogin: 'Log in to register it to your account',
      register: 'Register this device',
      registered: 'The device is registered to your account.',
      myDevices: 'Go to My devices',
      title: 'My devices',
      list: 'Your registered devices',
      manual: (serial: string) => `Download the manual of device ${serial}`,
      unregister: (serial: string) => `Unregister device ${serial}`,
      confirm: 'Yes, unregister',
      unregistered: (serial: string) => `Device ${serial} is no longer registered to your account.`,
      empty: 'You have not registered any device yet.',
      serialField: 'Serial number',
      codeField: 'Label code',
      registerButton: 'Register this device',
      unknown: 'We do not know a device with this serial number and label code. Check both and try again.',
    },
  },
  {
    language: 'pl',
    serial: 'INR-2025-000107',
    texts: {
      guestLogin: 'Zaloguj się, aby zarejestrować je na swoim koncie',
      register: 'Zarejestruj to urządzenie',
      registered: 'Urządzenie jest zarejestrowane na Twoim koncie.',
      myDevices: 'Przejdź do Moich urządzeń',
      title: 'Moje urządzenia',
      list: 'Twoje zarejestrowane urządzenia',
      manual: (serial: string) => `Pobierz instrukcję urządzenia ${serial}`,
      unregister: (serial: string) => `Wyrejestruj urządzenie ${serial}`,
      confirm: 'Tak, wyrejestruj',
      unregistered: (serial: string) => `Urządzenie ${serial} nie jest już zarejestrowane na Twoim koncie.`,
      empty: 'Nie masz jeszcze zarejestrowanych urządzeń.',
      serialField: 'Numer seryjny',
      codeField: 'Kod z naklejki',
      registerButton: 'Zarejestruj to urządzenie',
      unknown: 'Nie znamy urządzenia o tym numerze seryjnym i kodzie z naklejki. Sprawdź oba i spróbuj ponownie.',
    },
  },
] as const;

for (const { language, serial, texts } of journeys) {
  test(`a customer registers a device from its QR page, downloads its manual and unregisters it (${language})`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail(language);
    await registerAndActivate(request, email, PASSWORD);

    // The device's QR code leads to its page with the code from its label. A visitor is offered the login instead of
    // the button.
    const qrPage = `/${language}/qr/${serial}?code=${LABEL_CODES[serial]}`;
    await page.goto(qrPage);
    await expect(page.getByRole('link', { name: texts.guestLogin })).toBeVisible();
    await expect(page.getByRole('button', { name: texts.register })).toHaveCount(0);

    await logIn(page, email, PASSWORD);
    await page.goto(qrPage);
    await page.getByRole('button', { name: texts.register }).click();
    await expect(page.getByRole('status').filter({ hasText: texts.registered })).toBeVisible();
    await page.getByRole('link', { name: texts.myDevices }).click();
    await expect(page).toHaveURL(new RegExp(`/${language}/profile/devices$`));
    await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();

    const list = page.getByRole('list', { name: texts.list });
    const device = list.getByRole('listitem').filter({ hasText: serial });
    await expect(device).toContainText('Inercise One S');
    await expectNoSeriousViolations(page, `/${language}/profile/devices`);

    const download = page.waitForEvent('download');
    await device.getByRole('link', { name: texts.manual(serial) }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('inercise-manual-type-2.pdf');
    expect(readFileSync(await file.path()).subarray(0, 5).toString()).toBe('%PDF-');

    // A serial the shop does not know, and a seeded serial with another device's code, are refused alike, and nothing
    // is added.
    for (const [typedSerial, typedCode] of [
      ['INR-0000-999999', 'AAAA-BBBB-CCCC'],
      ['INR-2025-000108', LABEL_CODES['INR-2025-000106']!],
    ] as const) {
      await page.getByLabel(texts.serialField, { exact: true }).fill(typedSerial);
      await page.getByLabel(texts.codeField, { exact: true }).fill(typedCode);
      await page.getByRole('button', { name: texts.registerButton }).click();
      await expect(page.getByRole('alert').filter({ hasText: texts.unknown })).toBeVisible();
      await expect(list.getByRole('listitem')).toHaveCount(1);
    }

    await device.getByRole('button', { name: texts.unregister(serial) }).click();
    await device.getByRole('button', { name: texts.confirm }).click();
    await expect(page.getByText(texts.unregistered(serial))).toBeVisible();
    await expect(page.getByText(texts.empty)).toBeVisible();
    await page.reload();
    await expect(page.getByText(texts.empty)).toBeVisible();
  });
}

test('the owner finds a customer’s device by e-mail and releases it; the customer no longer has it', async ({ browser, page, request }) => {
  test.setTimeout(90_000);
  const serial = 'INR-2025-000108';
  const email = uniqueEmail('released');
  await registerAndActivate(request, email, PASSWORD);
  await logIn(page, email, PASSWORD);
  await page.goto(`/en/profile/devices?serial=${serial}&code=${LABEL_CODES[serial]}`);
  // Arriving with a serial and a code fills the fields in.
  await expect(page.getByLabel('Serial number', { exact: true })).toHaveValue(serial);
  await expect(page.getByLabel('Label code', { exact: true })).toHaveValue(LABEL_CODES[serial]!);
  await page.getByRole('button', { name: 'Register this device' }).click();
  await expect(page.getByRole('list', { name: 'Your registered devices' }).getByRole('listitem')).toContainText(serial);

  await ownerReady(request);
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  try {
    await logIn(owner, OWNER_EMAIL, OWNER_PASSWORD);
    await owner.goto('/en/admin/devices');
    await expect(owner.getByRole('heading', { level: 1, name: 'Registered devices' })).toBeVisible();
    await owner.getByLabel('Customer’s e-mail contains').fill(email);
    await owner.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(owner).toHaveURL(/\/en\/admin\/devices\?email=/);
    const row = owner.getByRole('row').filter({ hasText: serial });
    await expect(row).toContainText(email);
    await expect(row).toContainText('Inercise Pro');
    await expectNoSeriousViolations(owner, '/en/admin/devices');
    await row.getByRole('button', { name: `Release device ${serial}` }).click();
    await owner.getByRole('button', { name: 'Yes, release' }).click();
    await expect(owner.getByText('No registered devices found.')).toBeVisible();
  } finally {
    await ownerContext.close();
  }

  await page.reload();
  await expect(page.getByText('You have not registered any device yet.')).toBeVisible();
});
