// React Router 7 needs TextEncoder/TextDecoder, which jsdom does not provide.
const util = require('node:util');
Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
require('@testing-library/jest-dom');

// No test leaves its stand-in for fetch to the next one, however it was put there (the kit's fakeApi also undoes
// itself): every test starts from the environment's own fetch (none under jsdom).
const environmentHasFetch = Object.prototype.hasOwnProperty.call(globalThis, 'fetch');
const environmentFetch = globalThis.fetch;
afterEach(() => {
  if (environmentHasFetch) globalThis.fetch = environmentFetch;
  else delete globalThis.fetch;
});
