/**
 * @jest-environment node
 */
// The schemas shared keeps for itself (the runtime configuration, the country list) are built lazily too, like
// those of @inercise/contracts: a page builds only those it uses.
describe("shared's own schemas", () => {
  it('are all built lazily', () => {
    const { readdirSync, readFileSync } = jest.requireActual<typeof import('node:fs')>('node:fs');
    const { join } = jest.requireActual<typeof import('node:path')>('node:path');
    const src = join(__dirname, '..');
    const eager = ['domain', 'config'].flatMap((folder) =>
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
