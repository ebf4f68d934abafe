import { createEventBus } from './eventBus';

describe('event bus', () => {
  it('delivers a payload to every subscriber of that event only', () => {
    const bus = createEventBus();
    const added: number[] = [];
    const languages: string[] = [];
    bus.on('cart:itemAdded', (p) => added.push(p.productId));
    bus.on('language:changed', (p) => languages.push(p.language));
    bus.emit('cart:itemAdded', { productId: 7, quantity: 1 });
    expect(added).toEqual([7]);
    expect(languages).toEqual([]);
  });

  it('stops delivering after unsubscribe and survives a throwing handler', () => {
    const bus = createEventBus();
    const seen: string[] = [];
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    bus.on('auth:loggedIn', () => {
      throw new Error('broken listener');
    });
    const off = bus.on('auth:loggedIn', (p) => seen.push(p.email));
    bus.emit('auth:loggedIn', { email: 'a@b.pl' });
    off();
    bus.emit('auth:loggedIn', { email: 'c@d.pl' });
    expect(seen).toEqual(['a@b.pl']);
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });
});
