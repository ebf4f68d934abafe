import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createSellerSource } from '../src/shell/sellerSource.ts';
import { fakeApi } from './fixtures.ts';

test("the footer's seller: asked of the API once for many pages; an API that is down gives none and is asked again", async () => {
  const api = await fakeApi();
  try {
    const sellers = createSellerSource(1000);
    const asked = () => api.received.filter((request) => request.path === '/seller').length;
    const answers = await Promise.all([sellers.current(api.url), sellers.current(api.url), sellers.current(api.url)]);
    // The stand-in answers its list of two for any other path: what the API says is passed on, the composer checks it.
    for (const answer of answers) assert.deepEqual(answer, [{ id: 1 }, { id: 2 }]);
    assert.equal(asked(), 1);

    // Another API (runtime-config.json changed) is asked anew; while it is down, nothing of the first is given for it.
    const other = await fakeApi();
    other.state.down = true;
    try {
      assert.equal(await sellers.current(other.url), null);
      assert.equal(await sellers.current(other.url), null);
      // A failed answer is not kept: each page asks again.
      assert.equal(other.received.filter((request) => request.path === '/seller').length, 2);
    } finally {
      await other.close();
    }
  } finally {
    await api.close();
  }
});
