import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { generalManual } from './generalManual.ts';

describe('the general manual', () => {
  it('is rendered once and shared, also by requests that come while it renders', async () => {
    let renders = 0;
    const manual = generalManual(async () => Buffer.from(`manual ${++renders}`));
    const [first, second] = await Promise.all([manual(), manual()]);
    assert.equal(first.toString(), 'manual 1');
    assert.equal(second, first);
    assert.equal(await manual(), first);
    assert.equal(renders, 1);
  });

  it('is rendered again after a failed render, which is not kept', async () => {
    let renders = 0;
    const manual = generalManual(async () => {
      renders += 1;
      if (renders === 1) throw new Error('fonts could not be read');
      return Buffer.from('manual');
    });
    await assert.rejects(manual(), /fonts could not be read/);
    assert.equal((await manual()).toString(), 'manual');
    assert.equal((await manual()).toString(), 'manual');
    assert.equal(renders, 2);
  });
});
