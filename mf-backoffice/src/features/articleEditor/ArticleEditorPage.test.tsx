import { screen, within } from '@testing-library/react';
import { fakeApi, reply, renderWithShop, type Routes } from '@inercise/shared/testing';
import type { AdminArticleChange, AdminArticleDraft } from '@inercise/shared/admin';
import { backofficeTranslations } from '../../i18n/backofficeTranslations';
import { anAdminArticle, anAdminArticleRow, onePage } from '../../testing/adminFixtures';
import { ArticleEditorPage } from './ArticleEditorPage';

/** The blog's categories, as GET /article-category answers them. */
const categories = [
  { id: 1, slug: 'training', nameDict: { en: 'Training', pl: 'Trening' } },
  { id: 2, slug: 'device', nameDict: { en: 'The device', pl: 'Urządzenie' } },
];

const open = (routes: Routes, route = '/en/admin/articles/3') => {
  const api = fakeApi({ 'GET /article-category': categories, ...routes });
  const view = renderWithShop(<ArticleEditorPage />, { route, path: '/:lang/admin/articles/:id', translations: { backoffice: backofficeTranslations }, loggedIn: true });
  return { api, ...view };
};

const preview = (name: string) => screen.getByRole('region', { name });

describe('ArticleEditorPage', () => {
  it('shows the article in both languages beside a preview drawn by the shop’s rules, redrawn as the owner types', async () => {
    const { user } = open({ 'GET /admin/articles/3': anAdminArticle() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Article: Flywheel squats for skiers' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title in English')).toHaveValue('Flywheel squats for skiers');
    expect(screen.getByLabelText('Title in Polish')).toHaveValue('Przysiady na kole zamachowym dla narciarzy');
    expect(screen.getByLabelText('Author')).toHaveValue('Marta Nowak');
    expect(screen.getByLabelText('Publication date')).toHaveValue('2026-03-02');
    expect(screen.getByLabelText('Text in English')).toHaveAccessibleDescription(/A new paragraph starts after \\n \(a backslash and the letter n\), not after a line break\. A paragraph shorter than 75 characters is shown in bold, as a heading\./);
    expect(screen.getByText('Published: shoppers can read it')).toBeInTheDocument();

    const english = preview('Preview: English version');
    expect(within(english).getByRole('heading', { name: 'Flywheel squats for skiers' })).toBeInTheDocument();
    // The short paragraph is a heading, the long ones are text, exactly as on the article page.
    expect(within(english).getByRole('heading', { name: 'Why skiers brake' })).toBeInTheDocument();
    expect(within(english).queryByRole('heading', { name: /Skiing is an eccentric sport/ })).not.toBeInTheDocument();
    expect(within(english).getByText(/^Skiing is an eccentric sport/).tagName).toBe('P');
    expect(within(english).getByText('2026-03-02')).toBeInTheDocument();
    expect(within(english).getByRole('article')).toHaveAttribute('lang', 'en');
    expect(within(preview('Preview: Polish version')).getByRole('heading', { name: 'Dlaczego narciarze hamują' })).toBeInTheDocument();

    const body = screen.getByLabelText('Text in English');
    await user.click(body);
    await user.paste('\\nA short closing line\\nA real line break\ndoes not start a paragraph, and this one is long enough to be plain text.');
    expect(within(english).getByRole('heading', { name: 'A short closing line' })).toBeInTheDocument();
    expect(within(english).getByText(/^A real line break\s+does not start a paragraph/).tagName).toBe('P');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('checks every field before saving, says what is wrong under each, and keeps everything typed', async () => {
    const { api, user } = open({ 'GET /admin/articles/3': anAdminArticle(), 'PATCH /admin/articles/3': (request) => anAdminArticle(request.body as AdminArticleChange) });
    const titleEn = await screen.findByLabelText('Title in English');
    await user.clear(titleEn);
    await user.clear(screen.getByLabelText('Text in Polish'));
    await user.clear(screen.getByLabelText('Title in Polish'));
    await user.click(screen.getByLabelText('Title in Polish'));
    await user.paste('Nowy tytuł'.repeat(16));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(api.callsTo('PATCH /admin/articles/3')).toHaveLength(0);
    expect(screen.getByLabelText('Title in English')).toHaveAccessibleDescription(expect.stringContaining('Enter a title.'));
    expect(screen.getByLabelText('Text in Polish')).toHaveAccessibleDescription(expect.stringContaining('Write the article’s text.'));
    expect(screen.getByLabelText('Title in Polish')).toHaveAccessibleDescription(expect.stringContaining('Too long: at most 150 characters, and this has 160.'));
    expect(screen.getByLabelText('Title in English')).toHaveFocus();
    expect(screen.getByText('Some fields need attention: see the message under each.')).toHaveAttribute('role', 'alert');
    // Nothing typed is lost: the long title, the untouched English text.
    expect(screen.getByLabelText('Title in Polish')).toHaveValue('Nowy tytuł'.repeat(16));
    expect(screen.getByLabelText('Text in English')).toHaveValue(anAdminArticle().bodyDict.en);

    // Mended, it goes through, and the message under a field goes as soon as it is changed.
    await user.type(screen.getByLabelText('Title in English'), 'Squats');
    expect(screen.getByLabelText('Title in English')).not.toHaveAttribute('aria-invalid');
    await user.clear(screen.getByLabelText('Title in Polish'));
    await user.type(screen.getByLabelText('Title in Polish'), 'Przysiady');
    await user.type(screen.getByLabelText('Text in Polish'), 'Treść');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The changes have been saved.')).toBeInTheDocument();
    const sent = api.callsTo('PATCH /admin/articles/3')[0]!;
    expect(sent.body).toEqual({ ...draftOf(anAdminArticle()), titleDict: { en: 'Squats', pl: 'Przysiady' }, bodyDict: { en: anAdminArticle().bodyDict.en, pl: 'Treść' } });
    expect(sent.headers.authorization).toBe('Bearer jwt');
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Article: Squats' })).toBeInTheDocument();
  });

  it('shows the API’s refusal under its field and keeps the form as typed', async () => {
    const { user } = open({
      'GET /admin/articles/3': anAdminArticle(),
      'PATCH /admin/articles/3': reply(400, { message: 'articleImageInvalid', field: 'thumbnail' }),
    });
    const author = await screen.findByLabelText('Author');
    await user.clear(author);
    await user.type(author, 'Anna Łęcka');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const message = 'This picture cannot be used: upload it again or choose one of the shop’s own.';
    expect(await screen.findByLabelText('Header image')).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(message);
    expect(screen.getByLabelText('Author')).toHaveValue('Anna Łęcka');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('says why a save failed when it is no field’s fault, the form kept as typed', async () => {
    const { user } = open({ 'GET /admin/articles/3': anAdminArticle(), 'PATCH /admin/articles/3': reply(404, { message: 'articleNotFound', field: 'id' }) });
    const title = await screen.findByLabelText('Title in Polish');
    await user.type(title, ' zimą');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no such article.');
    expect(screen.getByLabelText('Title in Polish')).toHaveValue('Przysiady na kole zamachowym dla narciarzy zimą');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  });

  it('unpublishes at once, leaving unsaved edits in the form, and publishes with the form saved', async () => {
    const { api, user } = open({
      'GET /admin/articles/3': anAdminArticle(),
      'PATCH /admin/articles/3': (request) => anAdminArticle({ ...(request.body as AdminArticleChange) }),
    });
    const author = await screen.findByLabelText('Author');
    await user.clear(author);
    await user.type(author, 'Ewa Zając');
    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText('The article has been unpublished: shoppers no longer see it.')).toBeInTheDocument();
    expect(api.callsTo('PATCH /admin/articles/3')[0]!.body).toEqual({ published: false });
    expect(screen.getByText('Draft: shoppers cannot see it')).toBeInTheDocument();
    expect(screen.getByLabelText('Author')).toHaveValue('Ewa Zając');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('The article has been published: shoppers can read it now.')).toBeInTheDocument();
    expect(api.callsTo('PATCH /admin/articles/3')[1]!.body).toEqual({ ...draftOf(anAdminArticle()), author: 'Ewa Zając', published: true });
    expect(screen.getByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('writes a new article with one of the shop’s pictures, then moves to its address with the form as it was', async () => {
    const created = anAdminArticle({ id: 9, published: false, image: 'article-4.webp', thumbnail: 'article-4.webp', datePublished: '2026-12-24' });
    const { api, user, location } = open(
      {
        'GET /admin/articles': onePage([anAdminArticleRow()], { size: 20 }),
        'POST /admin/articles': (request) => ({ ...created, ...(request.body as AdminArticleDraft), published: false }),
      },
      '/en/admin/articles/new',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'New article' })).toBeInTheDocument();
    expect(screen.getByText('New, not saved yet')).toBeInTheDocument();
    expect(within(preview('Preview: English version')).getByText('No header image chosen yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(api.callsTo('POST /admin/articles')).toHaveLength(0);
    expect(screen.getByLabelText('Author')).toHaveFocus();
    expect(screen.getByLabelText('Header image')).toHaveAccessibleDescription(expect.stringContaining('Choose a header image.'));

    const article = anAdminArticle();
    await user.type(screen.getByLabelText('Author'), article.author);
    await user.clear(screen.getByLabelText('Publication date'));
    await user.type(screen.getByLabelText('Publication date'), '2026-12-24');
    await user.selectOptions(screen.getByLabelText('Or one of the shop’s own pictures'), 'Shop picture 4');
    expect(screen.getByLabelText('Category')).toHaveValue('');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Category' }), 'Training');
    for (const [label, text] of [
      ['Title in English', article.titleDict.en],
      ['Text in English', article.bodyDict.en],
      ['Title in Polish', article.titleDict.pl],
      ['Text in Polish', article.bodyDict.pl],
      ['Header picture description in English', 'A skier squatting on the flywheel'],
    ] as const) {
      await user.click(screen.getByLabelText(label));
      await user.paste(text);
    }
    expect(within(preview('Preview: Polish version')).getByRole('heading', { name: 'Dlaczego narciarze hamują' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText('The article has been saved as a draft.')).toBeInTheDocument();
    expect(api.callsTo('POST /admin/articles')[0]!.body).toEqual({
      ...draftOf(article),
      datePublished: '2026-12-24',
      image: 'article-4.webp',
      thumbnail: 'article-4.webp',
      imageAltDict: { en: 'A skier squatting on the flywheel', pl: '' },
      categoryId: 1,
      published: false,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Article: Flywheel squats for skiers' })).toBeInTheDocument();
    expect(location().pathname).toBe('/en/admin/articles/9');
    // The answer stands for the article: no second call, and the form is the one the owner filled.
    expect(api.callsTo('GET /admin/articles/9')).toHaveLength(0);
    expect(screen.getByLabelText('Text in Polish')).toHaveValue(article.bodyDict.pl);
    expect(screen.getByText('Draft: shoppers cannot see it')).toBeInTheDocument();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('changes the category and describes the header picture in each language, telling an unknown category under its field', async () => {
    const { api, user } = open({
      'GET /admin/articles/3': anAdminArticle(),
      'PATCH /admin/articles/3': (request) => {
        const change = request.body as AdminArticleChange;
        return change.categoryId === 2 ? anAdminArticle({ ...change, categoryId: 2 }) : reply(400, { message: 'articleCategoryNotFound', field: 'categoryId' });
      },
    });
    const category = await screen.findByRole('combobox', { name: 'Category' });
    await screen.findByRole('option', { name: 'Training' });
    expect(category).toHaveValue('1');
    await user.selectOptions(category, 'No category');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByLabelText('Category')).toHaveAccessibleDescription(expect.stringContaining('This category no longer exists. Choose another one.'));
    expect(api.callsTo('PATCH /admin/articles/3')[0]!.body).toMatchObject({ categoryId: null });

    await user.selectOptions(screen.getByLabelText('Category'), 'The device');
    await user.type(screen.getByLabelText('Header picture description in Polish'), 'Narciarz w przysiadzie');
    expect(screen.getByLabelText('Header picture description in Polish')).toHaveAccessibleDescription(/for shoppers who cannot see it/);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The changes have been saved.')).toBeInTheDocument();
    expect(api.callsTo('PATCH /admin/articles/3')[1]!.body).toMatchObject({ categoryId: 2, imageAltDict: { en: '', pl: 'Narciarz w przysiadzie' } });
  });

  it('says when there is no such article', async () => {
    open({ 'GET /admin/articles/77': reply(404, { message: 'articleNotFound', field: 'id' }) }, '/en/admin/articles/77');
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no such article.');
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
  });

  it('speaks Polish', async () => {
    open({ 'GET /admin/articles/3': anAdminArticle({ published: false }) }, '/pl/admin/articles/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Artykuł: Przysiady na kole zamachowym dla narciarzy' })).toBeInTheDocument();
    expect(screen.getByLabelText('Treść po polsku')).toHaveAccessibleDescription(/Akapit krótszy niż 75 znaków jest pogrubiony/);
    expect(screen.getByRole('region', { name: 'Podgląd: wersja polska' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opublikuj' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zapisz szkic' })).toBeInTheDocument();
  });

  it('tells a customer it is not allowed, even on a new article', async () => {
    open({ 'GET /admin/articles': reply(403, { message: 'adminOnly', field: null }) }, '/en/admin/articles/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Title in English')).not.toBeInTheDocument();
  });
});

/** The article's fields as the editor sends them. */
function draftOf(article: ReturnType<typeof anAdminArticle>) {
  const { id: _id, published: _published, ...fields } = article;
  return fields;
}
