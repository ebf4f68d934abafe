import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, type TestServer } from '../../test/harness.ts';
import { drawingNames } from './drawings.ts';
import { prerenderImages } from './prerenderImages.ts';

describe('prerenderImages', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  it('renders every drawing at both sizes, and later requests get the same files', async () => {
    const first = await fetch(`${server.url}/thumbnail/${drawingNames()[0]}.webp`);
    assert.deepEqual(await prerenderImages(server.app), []);
    const again = await fetch(`${server.url}/thumbnail/${drawingNames()[0]}.webp`);
    assert.equal(again.headers.get('etag'), first.headers.get('etag'));
    const image = await fetch(`${server.url}/image/${drawingNames().at(-1)}.webp`);
    assert.equal(image.status, 200);
    assert.equal(image.headers.get('content-type'), 'image/webp');
  });
});
