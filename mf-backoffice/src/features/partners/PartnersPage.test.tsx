import { screen, within } from '@testing-library/react';
import { fakeApi, reply, renderWithShop, type Routes } from '@inercise/shared/testing';
import type { AdminPartner } from '@inercise/shared/admin';
import { backofficeTranslations } from '../../i18n/backofficeTranslations';
import { aPartner } from '../../testing/adminFixtures';
import { PartnersPage } from './PartnersPage';

const open = (routes: Routes, options: { route?: string; loggedIn?: boolean } = {}) => {
  const api = fakeApi(routes);
  const view = renderWithShop(<PartnersPage />, {
    route: options.route ?? '/en/admin/partners',
    path: '/:lang/admin/partners',
    translations: { backoffice: backofficeTranslations },
    loggedIn: options.loggedIn ?? true,
  });
  return { api, ...view };
};

const fizjolab = aPartner();
const orzel = aPartner({ id: 3, name: 'KS Orzeł', website: null, orderCount: 0, revenue: [] });
const akademia = aPartner({ id: 2, name: 'Akademia Treningu Motorycznego', archivedAt: '2026-11-01T10:00:00Z', orderCount: 1, revenue: [{ currency: 'PLN', paidOrders: 1, revenueMinor: 7_700 }] });
const all = [fizjolab, orzel, akademia];

describe('PartnersPage: who may see it', () => {
  it('asks a visitor to log in, and asks the API nothing', () => {
    const { api } = open({}, { loggedIn: false });
    expect(screen.getByRole('heading', { level: 1, name: 'Log in to the back office' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('tells a customer it is not allowed, and shows no form', async () => {
    open({ 'GET /admin/partners': reply(403, { message: 'adminOnly', field: null }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});

describe('PartnersPage: the list', () => {
  it('shows each partner with its website, the orders it brought (leading to them) and its revenue per currency', async () => {
    const { api } = open({ 'GET /admin/partners': all });
    const table = await screen.findByRole('table', { name: 'Partners shoppers can name, by name' });
    expect(api.calls[0]!.headers.authorization).toBe('Bearer jwt');
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(within(first!).getByRole('rowheader')).toHaveTextContent('FizjoLab Kraków');
    const site = within(first!).getByRole('link', { name: 'https://fizjolab.example (opens in a new tab)' });
    expect(site).toHaveAttribute('href', 'https://fizjolab.example');
    expect(site).toHaveAttribute('target', '_blank');
    expect(site).toHaveAttribute('rel', 'noopener noreferrer');
    expect(first).toHaveTextContent('Orders: 3');
    expect(within(first!).getByRole('link', { name: 'Show the orders brought by FizjoLab Kraków' })).toHaveAttribute('href', '/en/admin/orders?partner=1');
    expect(first).toHaveTextContent('12,345.50 PLN · paid orders: 2');
    expect(first).toHaveTextContent('199 EUR · paid orders: 1');
    expect(second).toHaveTextContent('No website');
    expect(second).toHaveTextContent('Nothing paid yet');
    expect(within(second!).queryByRole('link', { name: /Show the orders/ })).not.toBeInTheDocument();
    // The removed one apart, with its orders still reachable, and no actions.
    const removed = screen.getByRole('region', { name: 'Removed partners' });
    const archivedRow = within(within(removed).getByRole('table', { name: 'Removed partners, kept for their orders' })).getAllByRole('row')[1]!;
    expect(archivedRow).toHaveTextContent('Akademia Treningu Motorycznego');
    expect(archivedRow).toHaveTextContent('1 Nov 2026');
    expect(within(archivedRow).getByRole('link', { name: 'Show the orders brought by Akademia Treningu Motorycznego' })).toHaveAttribute('href', '/en/admin/orders?partner=2');
    expect(within(archivedRow).queryByRole('button')).not.toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Back office' })).getByRole('link', { name: 'Partners' })).toHaveAttribute('aria-current', 'page');
  });

  it('says so when there are no partners, and offers a retry when they cannot be loaded', async () => {
    const { api, user } = open({ 'GET /admin/partners': reply(500, { message: 'internalError', field: null }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('The partners could not be loaded. Something went wrong. Please try again.');
    api.route('GET /admin/partners', []);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No partners yet.')).toBeInTheDocument();
  });
});

describe('PartnersPage: adding and editing', () => {
  it('checks the fields before sending, keeping what was typed, then adds the partner', async () => {
    const added = aPartner({ id: 7, name: 'Studio Ruchu', website: 'https://studio-ruchu.example', orderCount: 0, revenue: [] });
    const { api, user } = open({ 'GET /admin/partners': [fizjolab], 'POST /admin/partners': added });
    const form = await screen.findByRole('form', { name: 'Add a partner' });
    const name = within(form).getByRole('textbox', { name: 'Name' });
    const website = within(form).getByRole('textbox', { name: 'Website (optional)' });
    await user.type(name, ' S ');
    await user.type(website, 'studio-ruchu.example');
    await user.click(within(form).getByRole('button', { name: 'Add the partner' }));
    expect(name).toHaveAccessibleDescription(expect.stringContaining('The name must have 2 to 80 characters.'));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(website).toHaveAccessibleDescription(expect.stringContaining('Enter the whole address, starting with https:// (or leave it empty).'));
    expect(website).toHaveValue('studio-ruchu.example');
    expect(api.callsTo('POST /admin/partners')).toHaveLength(0);

    await user.clear(name);
    await user.type(name, '  Studio Ruchu ');
    expect(name).not.toHaveAttribute('aria-invalid');
    await user.clear(website);
    await user.type(website, 'https://studio-ruchu.example');
    api.route('GET /admin/partners', [fizjolab, added]);
    await user.click(within(form).getByRole('button', { name: 'Add the partner' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Studio Ruchu has been added.');
    expect(api.callsTo('POST /admin/partners')[0]!.body).toEqual({ name: 'Studio Ruchu', website: 'https://studio-ruchu.example' });
    expect(await screen.findByRole('rowheader', { name: 'Studio Ruchu' })).toBeInTheDocument();
    // The form is ready for the next one.
    expect(within(screen.getByRole('form', { name: 'Add a partner' })).getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });

  it("puts the API's refusal under its field, keeping what was typed", async () => {
    const { api, user } = open({ 'GET /admin/partners': [fizjolab], 'POST /admin/partners': reply(409, { message: 'partnerNameTaken', field: 'name' }) });
    const form = await screen.findByRole('form', { name: 'Add a partner' });
    const name = within(form).getByRole('textbox', { name: 'Name' });
    await user.type(name, 'fizjolab kraków');
    await user.click(within(form).getByRole('button', { name: 'Add the partner' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Another partner already has this name.');
    expect(name).toHaveValue('fizjolab kraków');
    expect(api.callsTo('POST /admin/partners')[0]!.body).toEqual({ name: 'fizjolab kraków', website: null });

    api.route('POST /admin/partners', reply(401, { message: 'adminSessionExpired', field: null }));
    await user.click(within(form).getByRole('button', { name: 'Add the partner' }));
    expect(await within(form).findByText('Your back-office session has ended. Log in again.')).toBeInTheDocument();
    expect(name).toHaveValue('fizjolab kraków');
  });

  it('edits a partner in the form above the list, sending its new values', async () => {
    const changed: AdminPartner = { ...orzel, website: 'https://ksorzel.example' };
    const { api, user } = open({ 'GET /admin/partners': all, 'PATCH /admin/partners/3': changed });
    await user.click(await screen.findByRole('button', { name: 'Edit KS Orzeł' }));
    const form = screen.getByRole('form', { name: 'Edit KS Orzeł' });
    expect(screen.getByRole('heading', { level: 2, name: 'Edit KS Orzeł' })).toHaveFocus();
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveValue('KS Orzeł');
    await user.type(within(form).getByRole('textbox', { name: 'Website (optional)' }), 'https://ksorzel.example');
    api.route('GET /admin/partners', [fizjolab, changed, akademia]);
    await user.click(within(form).getByRole('button', { name: 'Save the changes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The changes to KS Orzeł have been saved.');
    expect(api.callsTo('PATCH /admin/partners/:id')[0]!.body).toEqual({ name: 'KS Orzeł', website: 'https://ksorzel.example' });
    expect(screen.getByRole('form', { name: 'Add a partner' })).toBeInTheDocument();
  });

  it('leaves editing without sending anything', async () => {
    const { api, user } = open({ 'GET /admin/partners': all });
    await user.click(await screen.findByRole('button', { name: 'Edit FizjoLab Kraków' }));
    await user.click(screen.getByRole('button', { name: 'Cancel editing' }));
    expect(screen.getByRole('form', { name: 'Add a partner' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
  });
});

describe('PartnersPage: removing', () => {
  it('says a partner with orders is kept for them, and asks before removing it', async () => {
    const { api, user } = open({ 'GET /admin/partners': all, 'DELETE /admin/partners/1': { outcome: 'archived', orderCount: 3 } });
    await user.click(await screen.findByRole('button', { name: 'Remove FizjoLab Kraków' }));
    const question = screen.getByRole('group', { name: /^FizjoLab Kraków has brought orders \(3\)\. It will disappear from the checkout/ });
    expect(api.callsTo('DELETE /admin/partners/:id')).toHaveLength(0);
    api.route('GET /admin/partners', [orzel, { ...fizjolab, archivedAt: '2026-11-22T10:00:00Z' }, akademia]);
    await user.click(within(question).getByRole('button', { name: 'Yes, remove' }));
    expect(await screen.findByRole('status')).toHaveTextContent('FizjoLab Kraków no longer appears at checkout; it stays among the removed partners for its orders.');
    expect(api.callsTo('DELETE /admin/partners/:id')).toHaveLength(1);
  });

  it('deletes a partner without orders after asking, and can be called off', async () => {
    const { api, user } = open({ 'GET /admin/partners': all, 'DELETE /admin/partners/3': { outcome: 'deleted', orderCount: 0 } });
    await user.click(await screen.findByRole('button', { name: 'Remove KS Orzeł' }));
    const question = screen.getByRole('group', { name: 'Remove KS Orzeł? It has brought no orders, so it is deleted for good.' });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove KS Orzeł' }));
    await user.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(await screen.findByRole('status')).toHaveTextContent('KS Orzeł has been removed.');
    expect(api.callsTo('DELETE /admin/partners/3')).toHaveLength(1);
  });

  it('says why a removal failed', async () => {
    const { user } = open({ 'GET /admin/partners': all, 'DELETE /admin/partners/3': reply(404, { message: 'partnerNotFound', field: 'id' }) }, { route: '/pl/admin/partners' });
    await user.click(await screen.findByRole('button', { name: 'Usuń: KS Orzeł' }));
    await user.click(screen.getByRole('button', { name: 'Tak, usuń' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ten partner już nie istnieje.');
  });
});
