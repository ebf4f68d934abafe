import { pageTemplate } from './pageTemplate';

describe('pageTemplate', () => {
  it.each([
    ['/', 'home'],
    ['/pl', 'home'],
    ['/en/', 'home'],
    ['/shop', 'shop'],
    ['/en/product/inercise-device-set', 'product'],
    ['/pl/article/what-is-flywheel-training', 'article'],
    ['/blog', 'article'],
    ['/en/cart', 'cart'],
    ['/delivery-and-payment', 'checkout'],
    ['/pl/order', 'checkout'],
    ['/login', 'account'],
    ['/en/profile/edit', 'account'],
    ['/contact', 'other'],
    ['/no-such-page', 'other'],
  ])('%s is drawn as %s', (path, template) => {
    expect(pageTemplate(path)).toBe(template);
  });

  it('leaves the back office out', () => {
    expect(pageTemplate('/admin')).toBeNull();
    expect(pageTemplate('/en/admin/orders')).toBeNull();
  });
});
