import { screen, within } from '@testing-library/react';
import { firstScreenDataBlock } from '@inercise/shared';
import { fakeApi, renderWithShop, reply } from '@inercise/shared/testing';
import { contentTranslations } from '../../i18n/contentTranslations';
import { PARTNERS_DATA_ID, forgetPartners } from './partnerList';
import { PartnersPage } from './PartnersPage';

const list = [
  { id: 1, name: 'FizjoLab Kraków', website: 'https://fizjolab.example' },
  { id: 3, name: 'KS Orzeł Warszawa', website: 'https://www.instagram.com/ksorzel.example/' },
  { id: 5, name: 'Klub Biegacza', website: '' },
];

describe('the partners page', () => {
  beforeEach(() => forgetPartners());

  it('shows the partners the checkout offers, each with its link and where it leads', async () => {
    const api = fakeApi({ 'GET /partner/list': list });
    renderWithShop(<PartnersPage />, { translations: { content: contentTranslations }, language: 'en' });
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['FizjoLab Kraków', 'KS Orzeł Warszawa', 'Klub Biegacza']);
    expect(screen.getByRole('link', { name: 'FizjoLab Kraków: website' })).toHaveAttribute('href', 'https://fizjolab.example');
    expect(items[1]).toHaveTextContent('instagram.com/ksorzel.example');
    expect(within(items[2]!).queryByRole('link')).toBeNull();
    expect(api.calls.map((call) => call.key)).toEqual(['GET /partner/list']);
  });

  it('starts from the list the server’s first screen handed over, without asking again', () => {
    const api = fakeApi();
    document.body.insertAdjacentHTML('beforeend', firstScreenDataBlock(PARTNERS_DATA_ID, list));
    renderWithShop(<PartnersPage />, { translations: { content: contentTranslations }, language: 'pl' });
    expect(screen.getByRole('link', { name: 'KS Orzeł Warszawa: strona internetowa' })).toHaveAttribute('href', list[1]!.website);
    expect(api.calls).toEqual([]);
  });

  it('says so when the list cannot be loaded', async () => {
    fakeApi({ 'GET /partner/list': reply(503, { message: 'unavailable' }) });
    renderWithShop(<PartnersPage />, { translations: { content: contentTranslations }, language: 'pl' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie udało się wczytać partnerów. Spróbuj ponownie później.');
  });
});
