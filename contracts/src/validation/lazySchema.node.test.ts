/**
 * @jest-environment node
 */
import { z } from 'zod/mini';
import { lazySchema } from './lazySchema';

describe('lazySchema outside a browser', () => {
  it('builds the schema at once and returns it as it is', () => {
    const built = z.object({ id: z.int() });
    const build = jest.fn(() => built);
    expect(lazySchema(build)).toBe(built);
    expect(build).toHaveBeenCalledTimes(1);
  });
});

describe('the contract schemas', () => {
  it('are all built lazily, so a page builds only those it uses', () => {
    const { readdirSync, readFileSync } = jest.requireActual<typeof import('node:fs')>('node:fs');
    const { join } = jest.requireActual<typeof import('node:path')>('node:path');
    const src = join(__dirname, '..');
    const eager = ['domain', 'validation'].flatMap((folder) =>
      readdirSync(join(src, folder))
        .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
        .flatMap((file) =>
          [...readFileSync(join(src, folder, file), 'utf8').matchAll(/^(?:export )?const (\w+)(?:\s*:[^=]+)? = z\b/gm)].map(
            (match) => `${folder}/${file}: ${match[1]}`,
          ),
        ),
    );
    expect(eager).toEqual([]);
  });
});
