import { createEventBus } from './eventBus';

describe('event bus', () => {
  it('delivers a payload to every subscriber of that event only', () => {
    const bus = createEventBus();
    const added: number[] = [];
    const languages: string[] = [];
    bus.on('cart:itemAdded', (p) => added.push(p.productId));
    bus.on('language:failed', (p) => languages.push(p.language));
    bus.emit('cart:itemAdded', { productId: 7, quantity: 1 });
    expect(added).toEqual([7]);
    expect(languages).toEqual([]);
  });

  it('stops delivering after unsubscribe and survives a throwing handler', () => {
    const bus = createEventBus();
    const seen: number[] = [];
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    bus.on('cart:itemAdded', () => {
      throw new Error('broken listener');
    });
    const off = bus.on('cart:itemAdded', (p) => seen.push(p.productId));
    bus.emit('cart:itemAdded', { productId: 1, quantity: 1 });
    off();
    bus.emit('cart:itemAdded', { productId: 2, quantity: 1 });
    expect(seen).toEqual([1]);
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });
});
