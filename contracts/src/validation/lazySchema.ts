/**
 * A schema that is built the first time it is used. In the browser, building the shop's ~60 contract and form
 * schemas took about a third of the time the shared package needs to start (12–20 ms of one task on a fast
 * machine, four times that on a mid-range phone), though a page parses only a few of them. The schema behaves as
 * the one `build` returns: parse it, extend it, nest it in another schema.
 *
 * Outside a browser (the API, the first-screen renderers, jest's node environment) the schema is built at once:
 * a server builds its schemas one time, and tools that read them (the API's OpenAPI document) see plain schemas.
 */
export function lazySchema<T extends object>(build: () => T): T {
  if (!('window' in globalThis)) return build();
  let built: T | undefined;
  const schema = (): T => (built ??= build());
  // The target stays empty: every operation goes to the built schema, so the proxy has nothing of its own to
  // keep consistent with it (a property reported from the schema is always said to be configurable).
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(schema(), key),
    has: (_, key) => Reflect.has(schema(), key),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}
