import { expect, test, type Page } from '../support/test';
import { OWNER_EMAIL, OWNER_PASSWORD, ownerReady } from '../support/owner';
import { logIn, registerAndActivate } from '../support/session';
import { expectNoSeriousViolations } from '../support/axe';

const password = 'Trening!2024';
let counter = 0;
const newEmail = (label: string) => `profile-${label}-${Date.now()}-${counter++}@inercise.test`;

async function expectAccessible(page: Page, label: string) {
  await expectNoSeriousViolations(page, label);
  await expect(page.getByRole('main')).toHaveCount(1);
}

/** A 300×200 PNG photo drawn by the page's own canvas, as a camera's file would arrive. */
async function aPhoto(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 300;
    canvas.height = 200;
    const context = canvas.getContext('2d')!;
    const gradient = context.createLinearGradient(0, 0, 300, 200);
    gradient.addColorStop(0, '#d9480f');
    gradient.addColorStop(1, '#1864ab');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 300, 200);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

const texts = {
  en: {
    account: 'Your account',
    profileLink: 'My profile',
    title: 'My profile',
    name: 'First name',
    height: 'Height (cm)',
    weight: 'Weight (kg)',
    birthDate: 'Date of birth',
    gender: 'Gender',
    activity: 'Activity level',
    activityChoice: 'Moderate (exercise 3–4 times a week)',
    goal: 'Endurance',
    save: 'Save profile',
    saved: 'Your profile has been saved.',
    weightError: 'Enter a weight between 30 and 300 kg.',
    consent: 'I consent to Inercise keeping these details about my body and training for that purpose.',
    consentError: 'Tick the consent to keep these details about your body and training, or leave them empty.',
    choose: 'Choose a picture',
    preview: 'Preview of the chosen picture',
    upload: 'Upload picture',
    uploaded: 'Your new profile picture is saved.',
    remove: 'Remove picture',
    none: 'You have no profile picture yet.',
  },
  pl: {
    account: 'Twoje konto',
    profileLink: 'Mój profil',
    title: 'Mój profil',
    name: 'Imię',
    height: 'Wzrost (cm)',
    weight: 'Waga (kg)',
    birthDate: 'Data urodzenia',
    gender: 'Płeć',
    activity: 'Poziom aktywności',
    activityChoice: 'Umiarkowany (ćwiczenia 3–4 razy w tygodniu)',
    goal: 'Wytrzymałość',
    save: 'Zapisz profil',
    saved: 'Twój profil został zapisany.',
    weightError: 'Podaj wagę od 30 do 300 kg.',
    consent: 'Wyrażam zgodę na przechowywanie przez Inercise tych danych o moim ciele i treningu w tym celu.',
    consentError: 'Zaznacz zgodę, aby zapisać te dane o Twoim ciele i treningu, albo zostaw je puste.',
    choose: 'Wybierz zdjęcie',
    preview: 'Podgląd wybranego zdjęcia',
    upload: 'Wyślij zdjęcie',
    uploaded: 'Twoje nowe zdjęcie profilowe zostało zapisane.',
    remove: 'Usuń zdjęcie',
    none: 'Nie masz jeszcze zdjęcia profilowego.',
  },
} as const;

for (const language of ['en', 'pl'] as const) {
  test(`a customer fills the profile and uploads a picture seen in the header (${language})`, async ({ page, request }) => {
    const t = texts[language];
    const email = newEmail(language);
    await registerAndActivate(request, email, password);
    await logIn(page, email, password);
    await page.goto(`/${language}/shop`);
    const banner = page.getByRole('banner');
    // The user panel links to the profile.
    await banner.getByRole('button', { name: t.account }).click();
    await banner.getByRole('region', { name: t.account }).getByRole('link', { name: t.profileLink }).click();
    await expect(page).toHaveURL(new RegExp(`/${language}/profile$`));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expectAccessible(page, `/${language}/profile`);

    // A weight out of range is refused with the shared rule's text, in the page's language.
    await main.getByLabel(t.weight).fill('500');
    await main.getByRole('button', { name: t.save }).click();
    await expect(main.getByText(t.weightError)).toBeVisible();
    await main.getByLabel(t.name).fill('Zofia');
    await main.getByLabel(t.gender).selectOption('FEMALE');
    await main.getByLabel(t.birthDate).fill('1990-04-12');
    await main.getByLabel(t.height).fill('171');
    await main.getByLabel(t.weight).fill('63.5');
    await main.getByLabel(t.activity).selectOption({ label: t.activityChoice });
    await main.getByRole('checkbox', { name: t.goal }).check();
    // Health-like details wait for their own explicit consent (art. 9 GDPR).
    await main.getByRole('button', { name: t.save }).click();
    await expect(main.getByText(t.consentError)).toBeVisible();
    await expect(main.getByRole('checkbox', { name: t.consent })).toBeFocused();
    await main.getByRole('checkbox', { name: t.consent }).check();
    await main.getByRole('button', { name: t.save }).click();
    await expect(main.getByText(t.saved)).toBeVisible();

    await main.getByLabel(t.choose).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await aPhoto(page) });
    await expect(main.getByRole('img', { name: t.preview })).toBeVisible();
    await main.getByRole('button', { name: t.upload }).click();
    await expect(main.getByText(t.uploaded)).toBeVisible();
    // The header's account button now shows the customer's picture, drawn from the 64 px square.
    const avatar = banner.getByRole('button', { name: t.account }).locator('img');
    await expect(avatar).toHaveAttribute('src', /\/thumbnail\/pf-[0-9a-f]{24}\.webp$/);
    await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(64);

    // Kept: after a reload the page shows what was saved, and the header still the picture.
    await page.reload();
    await expect(main.getByLabel(t.height)).toHaveValue('171');
    await expect(main.getByLabel(t.weight)).toHaveValue('63.5');
    await expect(main.getByLabel(t.activity)).toHaveValue('MODERATE');
    await expect(main.getByRole('checkbox', { name: t.goal })).toBeChecked();
    await expect(main.getByRole('checkbox', { name: t.consent })).toBeChecked();
    await expect(banner.getByRole('button', { name: t.account }).locator('img')).toBeVisible();
    await expectAccessible(page, `/${language}/profile with a picture`);

    await main.getByRole('button', { name: t.remove }).click();
    await expect(main.getByText(t.none)).toBeVisible();
    await expect(banner.getByRole('button', { name: t.account }).locator('img')).toHaveCount(0);

    // Withdrawing the consent deletes the health-like details; the name stays.
    await main.getByRole('checkbox', { name: t.consent }).uncheck();
    await main.getByRole('button', { name: t.save }).click();
    await expect(main.getByText(t.saved)).toBeVisible();
    await page.reload();
    await expect(main.getByLabel(t.name)).toHaveValue('Zofia');
    await expect(main.getByLabel(t.height)).toHaveValue('');
    await expect(main.getByRole('checkbox', { name: t.goal })).not.toBeChecked();
    await expect(main.getByRole('checkbox', { name: t.consent })).not.toBeChecked();
  });
}

test("the owner finds a customer and reads the profile in the back office, in both languages", async ({ page, request }) => {
  const email = newEmail('owner-view');
  await registerAndActivate(request, email, password);
  await logIn(page, email, password);
  await page.goto('/en/profile');
  const main = page.getByRole('main');
  await main.getByLabel('Height (cm)').fill('182');
  await main.getByLabel('Activity level').selectOption('VERY_ACTIVE');
  await main.getByRole('checkbox', { name: 'I consent to Inercise keeping these details about my body and training for that purpose.' }).check();
  await main.getByRole('button', { name: 'Save profile' }).click();
  await expect(main.getByText('Your profile has been saved.')).toBeVisible();
  await page.context().clearCookies();

  await ownerReady(request);
  await logIn(page, OWNER_EMAIL, OWNER_PASSWORD);
  await page.goto('/en/admin/customers');
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  await page.getByLabel('E-mail or name contains').fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  await expectAccessible(page, '/en/admin/customers');
  await page.getByRole('table', { name: 'Customer accounts, newest first' }).getByRole('link', { name: email }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Customer ${email}` })).toBeVisible();
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile.getByText('182 cm')).toBeVisible();
  await expect(profile.getByText('Very active')).toBeVisible();
  await expectAccessible(page, '/en/admin/customers/{id}');
  await page.goto(page.url().replace('/en/', '/pl/'));
  await expect(page.getByRole('region', { name: 'Profil' }).getByText('Bardzo aktywny')).toBeVisible();
  await expectAccessible(page, '/pl/admin/customers/{id}');
});
