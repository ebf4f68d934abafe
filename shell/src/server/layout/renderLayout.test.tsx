import { primeSeller } from '@inercise/shared';
import { EXAMPLE_SELLER } from '@inercise/shared/testing';
import { renderLayout, renderNotFound } from './renderLayout';

const parse = (html: string) => new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
const hrefs = (root: ParentNode, selector = 'a') => [...root.querySelectorAll(selector)].map((link) => link.getAttribute('href'));

describe('the layout the server draws', () => {
  it('gives every menu entry as a link, in the page language, in the desktop menu and in the menu opened without a script', () => {
    const header = parse(renderLayout('en', { path: '/en/blog' }).header);
    const menu = ['/en', '/en/shop', '/en/inercise', '/en/excercise-atlas', '/en/application', '/en/partners', '/en/blog', '/en/contact'];
    expect(hrefs(header, 'header > div > nav a')).toEqual(expect.arrayContaining(menu));
    // The menu button is a link to a panel the address's target shows; the panel holds the same entries.
    expect(header.querySelector('a[href="#site-menu"]')?.getAttribute('aria-label')).toBe('Open menu');
    expect(hrefs(header, '#site-menu nav a')).toEqual(expect.arrayContaining(menu));
    expect(header.querySelector('#site-menu')?.getAttribute('role')).toBeNull();
    // The current page is marked as it is in the browser.
    expect(header.querySelector('a[aria-current="page"]')?.getAttribute('href')).toBe('/en/blog');
  });

  it('makes the cart a plain link and the language switch links to this page in each language', () => {
    const header = parse(renderLayout('pl', { path: '/pl/shop?type=grips' }).header);
    const cart = header.querySelector('a[href="/pl/cart"]');
    expect(cart?.getAttribute('aria-label')).toBe('Koszyk');
    expect(header.querySelector('[data-server-fragment]')).toBeNull();
    expect(hrefs(header, '[role="group"] a[hreflang]')).toEqual(['/pl/shop?type=grips', '/en/shop?type=grips', '/pl/shop?type=grips', '/en/shop?type=grips']);
    // The currency switch shows the language's currency chosen; without a script it changes nothing.
    expect(header.querySelector('button[aria-pressed="true"]')?.textContent).toBe('PLN');
  });

  it('gives the footer its links and the seller it knows, and leaves the newsletter to the browser', () => {
    primeSeller(EXAMPLE_SELLER);
    const footer = parse(renderLayout('en', { path: '/en' }).footer);
    expect(hrefs(footer)).toEqual(
      expect.arrayContaining(['https://www.facebook.com/inercise', '/en/inercise', '/en/shop', '/en/privacy-policy', '/en/terms-of-sale', '/en/contact', `mailto:${EXAMPLE_SELLER.email}`]),
    );
    expect(footer.querySelector('address')?.textContent).toContain(`${EXAMPLE_SELLER.postcode} ${EXAMPLE_SELLER.city}, Poland`);
    expect(footer.querySelector('#footer-newsletter')?.textContent).toBe('Newsletter');
    expect(footer.querySelector('form')).toBeNull();
  });

  it('draws the not-found page in the page language', () => {
    const page = parse(renderNotFound('pl', { path: '/pl/nic' }));
    expect(page.querySelector('h1')?.textContent).toBe('Nie znaleziono strony');
    expect(hrefs(page)).toEqual(['/pl', '/pl/shop']);
  });
});
