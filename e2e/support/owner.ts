import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { apiUrl } from './env';
import { mailedLink } from './mailbox';

/** The shop owner of the e2e stack: globalSetup names this address in the API's ADMIN_EMAILS. */
export const OWNER_EMAIL = 'owner@inercise.test';
export const OWNER_PASSWORD = 'Wlasciciel!2024';
/** A second owner's account (also in ADMIN_EMAILS) for turning two-step login on: the first one's stays off for the other specs. */
export const GUARDED_OWNER_EMAIL = 'guarded-owner@inercise.test';
/** A third owner's account (also in ADMIN_EMAILS) whose second factor lockout.spec.ts locks: the others stay usable. */
export const LOCKED_OWNER_EMAIL = 'locked-owner@inercise.test';

/**
 * The owner's account, registered and activated once per stack (its password confirmed through the mail, so its
 * first login makes it the admin, ADMIN_EMAILS); later calls find it there already.
 */
export async function ownerReady(request: APIRequestContext): Promise<void> {
  const registered = await request.post(`${apiUrl}/users`, { data: { emailAddress: OWNER_EMAIL, password: OWNER_PASSWORD, newsletter: false } });
  if (registered.status() === 400) return;
  expect(registered.status(), `registering the owner: ${await registered.text()}`).toBe(201);
  const token = new URL(await mailedLink(OWNER_EMAIL, { linkContaining: '/activate-account' })).searchParams.get('token');
  const activated = await request.post(`${apiUrl}/users/activate-account`, { data: { token, password: OWNER_PASSWORD } });
  expect(activated.status(), 'activating the owner').toBe(200);
}
