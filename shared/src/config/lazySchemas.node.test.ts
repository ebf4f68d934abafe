/**
 * @jest-environment node
 */
// Every schema the browsers receive is built lazily (`lazySchema`), so a page builds only those it uses: those of
// @inercise/contracts and those shared keeps for itself (the runtime configuration, the country list).
describe('the schemas of the contracts and of shared', () => {
  it('are all built lazily', () => {
    const { readdirSync, readFileSync } = jest.requireActual<typeof import('node:fs')>('node:fs');
    const { dirname, join } = jest.requireActual<typeof import('node:path')>('node:path');
    const contractsSrc = join(dirname(require.resolve('@inercise/contracts/package.json')), 'src');
    const sharedSrc = join(__dirname, '..');
    const folders = [
      ...['domain', 'domain/admin', 'validation'].map((folder) => join(contractsSrc, folder)),
      ...['domain', 'config'].map((folder) => join(sharedSrc, folder)),
    ];
    const eager = folders.flatMap((folder) =>
      readdirSync(folder)
        .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
        .flatMap((file) =>
          [...readFileSync(join(folder, file), 'utf8').matchAll(/^(?:export )?const (\w+)(?:\s*:[^=]+)? = z\b/gm)].map(
            (match) => `${join(folder, file)}: ${match[1]}`,
          ),
        ),
    );
    expect(eager).toEqual([]);
  });
});
