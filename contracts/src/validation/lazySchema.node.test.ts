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

// That every contract schema is built lazily is checked once, with shared's own, in shared's lazySchemas.node.test.ts.
