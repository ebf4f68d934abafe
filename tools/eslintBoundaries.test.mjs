// The linter's boundary rules can fail: each case lints a line as if it were in a package and expects the rule to
// answer (or not). Run by `npm test` after the lint itself.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { spawnSync } from 'node:child_process';
import { ESLint } from 'eslint';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

/** The messages of the import-boundary rule for one line placed in `file`. */
async function boundaryMessages(file, code) {
  const [result] = await eslint.lintText(`${code}\nexport const used = x;\n`, { filePath: join(root, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

test("a remote reaches another part only through @inercise/shared's public entries", async () => {
  assert.deepEqual(await boundaryMessages('mf-catalog/src/features/x.ts', "import { x } from '@inercise/shared';"), []);
  assert.deepEqual(await boundaryMessages('mf-catalog/src/features/x.ts', "import { x } from '@inercise/shared/testing';"), []);
  assert.deepEqual(await boundaryMessages('mf-catalog/src/features/x.ts', "import { x } from './y';"), []);
  for (const into of ['../../../mf-account/src/features/login/logIn', '../../../shared/src/cart/cartMath', '../../../shell/src/bootstrap', '@inercise/mf-content']) {
    const messages = await boundaryMessages('mf-catalog/src/features/x.ts', `import { x } from '${into}';`);
    assert.match(messages[0] ?? '', /only through @inercise\/shared's public entries/, into);
  }
  assert.equal((await boundaryMessages('shell/src/layout/x.tsx', "import { x } from '../../../mf-cart-checkout/src/fragments/CartIcon';")).length, 1);
});

test("only the back office takes the back office's contracts", async () => {
  assert.deepEqual(await boundaryMessages('mf-backoffice/src/features/x.ts', "import { x } from '@inercise/shared/admin';"), []);
  for (const file of ['mf-account/src/features/x.ts', 'shell/src/layout/x.tsx', 'mf-catalog/src/features/x.ts']) {
    assert.match((await boundaryMessages(file, "import { x } from '@inercise/shared/admin';"))[0] ?? '', /mf-backoffice's alone/, file);
  }
  assert.equal((await boundaryMessages('mf-backoffice/src/features/x.ts', "import { x } from '../../../mf-account/src/App';")).length, 1);
});

test('the API never imports browser code: its contracts come from @inercise/contracts, not @inercise/shared', async () => {
  assert.deepEqual(await boundaryMessages('api/src/features/x.ts', "import { x } from '@inercise/contracts';"), []);
  assert.deepEqual(await boundaryMessages('api/src/features/x.ts', "import { x } from '@inercise/contracts/admin';"), []);
  for (const browser of ['@inercise/shared', '@inercise/shared/contracts', '@inercise/shared/admin', 'react', '@inercise/shared/router', '../../../shared/src/money/money', '../../../mf-catalog/src/App', '../../../contracts/src/domain/cart']) {
    assert.equal((await boundaryMessages('api/src/features/x.ts', `import { x } from '${browser}';`)).length, 1, browser);
  }
  // Translations only in the API's tests, which check that every key it answers has a text.
  assert.equal((await boundaryMessages('api/src/features/x.ts', "import { x } from '@inercise/contracts/translations';")).length, 1);
  assert.deepEqual(await boundaryMessages('api/src/features/x.test.ts', "import { x } from '@inercise/contracts/translations';"), []);
});

test('@inercise/contracts takes nothing of React or of the other parts', async () => {
  assert.deepEqual(await boundaryMessages('contracts/src/domain/x.ts', "import { z } from 'zod/mini';"), []);
  for (const browser of ['react', '@inercise/shared', '../../../shared/src/money/money', '../../../api/src/money']) {
    assert.equal((await boundaryMessages('contracts/src/domain/x.ts', `import { x } from '${browser}';`)).length, 1, browser);
  }
});

test('a module may not import one that leads back to it; a type-only import is not a cycle', async () => {
  // The fixture's two files import each other; they are left out of the repository's lint, so they are linted here
  // with the ignores off.
  const withFixtures = new ESLint({ cwd: root, ignore: false });
  const results = await withFixtures.lintFiles(['tools/fixtures/importCycle/*.ts']);
  const cycles = results.map((result) => [result.filePath.slice(root.length + 1), result.messages.filter((message) => message.ruleId === 'import-x/no-cycle').length]);
  assert.deepEqual(Object.fromEntries(cycles), { 'tools/fixtures/importCycle/first.ts': 1, 'tools/fixtures/importCycle/second.ts': 1 });
  // An import for its type only is erased at build: it is not followed.
  const typeOnly = await withFixtures.lintText("import type { first } from './first';\nexport type First = typeof first;\n", {
    filePath: join(root, 'tools/fixtures/importCycle/second.ts'),
  });
  assert.deepEqual(typeOnly[0]?.messages.filter((message) => message.ruleId === 'import-x/no-cycle'), []);
});

/** The messages of the API's layer rule for one line placed in `file`. */
async function layerMessages(file, code) {
  const [result] = await eslint.lintText(`${code}\nexport const used = x;\n`, { filePath: join(root, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'import-x/no-restricted-paths').map((message) => message.message);
}

test("the API's layers point down: migrations, the database, HTTP, the services and the context import no feature", async () => {
  const files = { 'api/src/db/migrations.ts': '../', 'api/src/db/migrationData/x.ts': '../../', 'api/src/db/database.ts': '../', 'api/src/http/endpointRoute.ts': '../', 'api/src/services/x.ts': '../', 'api/src/context.ts': './' };
  for (const [file, up] of Object.entries(files)) {
    const messages = await layerMessages(file, `import { x } from '${up}features/slugs/allocateSlugs.ts';`);
    assert.match(messages[0] ?? '', /layers point down/, file);
    // A type is a dependency too.
    assert.equal((await layerMessages(file, `import type { x } from '${up}features/sessions/sessionCheck.ts';`)).length, 1, file);
  }
  assert.deepEqual(await layerMessages('api/src/http/endpointRoute.ts', "import { x } from './adminPrefix.ts';"), []);
  assert.deepEqual(await layerMessages('api/src/features/admin/area.ts', "import { x } from '../slugs/allocateSlugs.ts';"), []);
  // The seed writes through the features' rules; tests drive the whole app.
  assert.deepEqual(await layerMessages('api/src/db/seed/seed.ts', "import { x } from '../../features/slugs/allocateSlugs.ts';"), []);
  assert.deepEqual(await layerMessages('api/src/http/limits.test.ts', "import { x } from '../features/users/passwords.ts';"), []);
});

test('@inercise/shared never imports its own entry by name', async () => {
  assert.match((await boundaryMessages('shared/src/domain/x.ts', "import { x } from '@inercise/shared';"))[0] ?? '', /relative path/);
  assert.deepEqual(await boundaryMessages('shared/src/domain/x.ts', "import { x } from '../contracts';"), []);
});

test('a type-only cycle, which the linter does not follow, is found by `npm run lint:cycles` (dpdm)', () => {
  // The same command as the script, on the fixture: exit code 1 and both files named.
  const script = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts['lint:cycles'];
  const onFixture = script.replace(/"\{api,[^"]*"/, '"tools/fixtures/typeCycle/*.ts"').replace('tools/fixtures|', '');
  const run = spawnSync(onFixture, { cwd: root, shell: true, encoding: 'utf8', env: { ...process.env, PATH: `${join(root, 'node_modules/.bin')}:${process.env.PATH}` } });
  assert.equal(run.status, 1, run.stdout + run.stderr);
  assert.match(run.stdout, /typeCycle\/(price|line)\.ts -> tools\/fixtures\/typeCycle\/(line|price)\.ts/);
});
