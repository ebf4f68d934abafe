import { routeOwners } from '@inercise/shared';
import { contentRoutes } from './contentRoutes';
import { pageAt } from './pageAt';

const nameAt = (pathname: string) => pageAt(contentRoutes, pathname)?.name ?? null;

describe('the page at a pathname', () => {
  it('is found bare, under a language prefix, with a trailing slash and in any letter case, as the router finds it', () => {
    expect(['/', '/pl', '/en/', '/pl/'].map(nameAt)).toEqual(['home', 'home', 'home', 'home']);
    expect(['/blog', '/en/blog/', '/pl/Blog'].map(nameAt)).toEqual(['blog', 'blog', 'blog']);
    expect(['/qr', '/pl/qr/INR-0042', '/qr/INR-0042/'].map(nameAt)).toEqual(['qr', 'qr', 'qr']);
    expect(['/article', '/pl/article/czym-jest-trening-inercyjny', '/en/Article/what-is-it/'].map(nameAt)).toEqual(['article', 'article', 'article']);
  });

  it('is none for a path this team does not own, or a parameter left empty', () => {
    expect(['/shop', '/de/blog', '/blog/1', '/qr//', '/article/a/b'].map(nameAt)).toEqual([null, null, null, null, null]);
  });

  it('exists for every route single-spa gives this application, and no other', () => {
    expect(contentRoutes.map((route) => route.path)).toEqual([...routeOwners['mf-content']]);
  });
});
