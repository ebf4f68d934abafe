import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadContracts } from '../checks/contracts.ts';
import { ignored, readDockerignore } from '../checks/dockerignore.ts';
import { buildArgsOf, dockerfileOf, imageProblems, readImage, WEB_DOCKERFILE } from '../checks/images.ts';
import { deployables, readText, remotes, type Deployable } from '../checks/repo.ts';
import { replaceOnce } from './mutate.ts';

const contracts = await loadContracts();
const problemsOf = (dir: Deployable, text: string, args = buildArgsOf(dir)) => imageProblems(readImage(dir, text, args), contracts);
const broken = (dir: Deployable, from: string | RegExp, to: string) => problemsOf(dir, replaceOnce(readText(dockerfileOf(dir)), from, to)).join('\n');
/** The bundle's image built with other arguments than its own. */
const builtWith = (dir: Deployable, args: Record<string, string>) => problemsOf(dir, readText(dockerfileOf(dir)), { ...buildArgsOf(dir), ...args }).join('\n');

describe('the Dockerfiles', () => {
  for (const dir of deployables) {
    it(`${dir}'s image (${dockerfileOf(dir)}): multi-stage on node:24-bookworm-slim, non-root, health-checked, running its package's serve entry with all it loads`, () => {
      assert.deepEqual(problemsOf(dir, readText(dockerfileOf(dir))), []);
    });
  }

  it('one recipe for every web bundle, its arguments taken from the bundle\'s serve script', () => {
    assert.deepEqual(
      (['shell', ...remotes] as const).map((dir) => [dir, dockerfileOf(dir), buildArgsOf(dir)]),
      [
        ['shell', WEB_DOCKERFILE, { BUNDLE: 'shell', PORT: '3000', SERVE_SCRIPT: 'serve-shell.js' }],
        ['mf-catalog', WEB_DOCKERFILE, { BUNDLE: 'mf-catalog', PORT: '3001', SERVE_SCRIPT: 'serve-remote.js' }],
        ['mf-cart-checkout', WEB_DOCKERFILE, { BUNDLE: 'mf-cart-checkout', PORT: '3002', SERVE_SCRIPT: 'serve-remote.js' }],
        ['mf-account', WEB_DOCKERFILE, { BUNDLE: 'mf-account', PORT: '3003', SERVE_SCRIPT: 'serve-remote.js' }],
        ['mf-content', WEB_DOCKERFILE, { BUNDLE: 'mf-content', PORT: '3004', SERVE_SCRIPT: 'serve-remote.js' }],
        ['mf-backoffice', WEB_DOCKERFILE, { BUNDLE: 'mf-backoffice', PORT: '3005', SERVE_SCRIPT: 'serve-remote.js' }],
      ],
    );
    const image = readImage('mf-content');
    assert.equal(image.env.DIST_DIR, '/app/mf-content/dist');
    assert.equal(image.port, 3004);
  });

  it('say how to build them, from the repository root', () => {
    assert.match(readText('api/Dockerfile'), /^#.*docker build -f api\/Dockerfile .* \.$/m);
    assert.match(readText(WEB_DOCKERFILE), /^#.*docker build -f web-server\/Dockerfile --build-arg BUNDLE=\S+ --build-arg PORT=\d+ --build-arg SERVE_SCRIPT=\S+ .* \.$/m);
  });

  it('are built by the README with each bundle\'s own arguments', () => {
    const readme = readText('README.md');
    const builds = [...readme.matchAll(/^ *web (\S+) (\d+) (\S+)$/gm)].map((match) => [match[1], { BUNDLE: match[1], PORT: match[2], SERVE_SCRIPT: match[3] }]);
    assert.deepEqual(builds, (['shell', ...remotes] as const).map((dir) => [dir, buildArgsOf(dir)]));
    assert.match(readme, /--build-arg BUNDLE=mf-catalog --build-arg PORT=3001 --build-arg SERVE_SCRIPT=serve-remote\.js \\\n\s+-f web-server\/Dockerfile/);
  });

  it('leave node_modules, builds, local data and secrets out of the build context', () => {
    const rules = readDockerignore();
    for (const path of ['.git', 'node_modules', 'api/node_modules/x', 'mf-catalog/dist', 'shell/dist/index.html', 'api/var', 'deploy/.env', 'test-results']) {
      assert.ok(ignored(rules, path), `${path} is sent to the builder`);
    }
    for (const path of ['api/src/main.ts', 'deploy/.env.example', 'mf-content/src', 'package-lock.json', '.npmrc']) assert.ok(!ignored(rules, path), `${path} is left out`);
  });
});

describe('the Dockerfile checks catch', () => {
  it('a root user, or none', () => {
    assert.match(broken('mf-catalog', 'USER node', 'USER root'), /USER root is root/);
    assert.match(broken('api', 'USER node\n', ''), /runs as root/);
  });

  it('another base image, a single stage', () => {
    assert.match(broken('shell', /FROM node:24-bookworm-slim@sha256:[0-9a-f]{64}\nARG/, 'FROM node:22-alpine\nARG'), /FROM node:22-alpine, not node:24-bookworm-slim@sha256:<digest>/);
    const api = readText('api/Dockerfile');
    const single = api.slice(api.search(/FROM node:24-bookworm-slim@sha256:[0-9a-f]{64}\n(?![\s\S]*FROM node)/));
    assert.match(problemsOf('api', single).join('\n'), /one stage/);
  });

  it('a base image by its tag alone, or by a digest that is not one', () => {
    assert.match(broken('api', /FROM node:24-bookworm-slim@sha256:[0-9a-f]{64} AS manifests/, 'FROM node:24-bookworm-slim AS manifests'), /stage manifests is FROM node:24-bookworm-slim, not node:24-bookworm-slim@sha256:<digest>/);
    assert.match(broken('shell', /FROM node:24-bookworm-slim@sha256:[0-9a-f]{64}\nARG/, 'FROM node:24-bookworm-slim@sha256:1234\nARG'), /is FROM node:24-bookworm-slim@sha256:1234, not/);
    assert.match(broken('shell', /FROM node:24-bookworm-slim@sha256:[0-9a-f]{64}\nARG/, 'FROM node:24-bookworm@sha256:' + 'a'.repeat(64) + '\nARG'), /is FROM node:24-bookworm@sha256/);
  });

  it('an install not held to the lockfile', () => {
    assert.match(
      broken('api', /\n && \{ cmp -s package-lock\.json \/tmp\/package-lock\.json [^\n]*\n && mkdir/, '\n && mkdir'),
      /api\/Dockerfile:\d+: npm install is not checked against package-lock\.json/,
    );
    assert.match(broken('shell', /\n && \{ cmp -s package-lock\.json[^\n]*\nCOPY tsconfig/, '\nCOPY tsconfig'), /npm install is not checked against package-lock\.json/);
  });

  it('a health check on another route or port, or with curl', () => {
    assert.match(broken('mf-content', "/health/live').then", "/healthz').then"), /asks \/healthz, not \/health\/live/);
    assert.match(broken('mf-content', "'http://127.0.0.1:'+process.env.PORT+'/health/live'", "'http://127.0.0.1:8080/health/live'"), /asks port 8080, the server listens on 3004/);
    assert.match(broken('api', /HEALTHCHECK[^\n]*\\\n[^\n]*\n/, 'HEALTHCHECK CMD curl -f http://127.0.0.1:8443/health/live\n'), /exec-form node command/);
  });

  it('EXPOSE and PORT apart', () => {
    assert.match(broken('mf-account', 'EXPOSE ${PORT}', 'EXPOSE 3000'), /EXPOSE 3000 does not include PORT 3003/);
  });

  it('a bundle built with another port, another entry, a bundle that is not one, or an argument missing', () => {
    assert.match(builtWith('mf-account', { PORT: '3001' }), /PORT 3001, the serve script of mf-account\/package\.json listens on 3003/);
    assert.match(builtWith('mf-catalog', { SERVE_SCRIPT: 'serve-shell.js' }), /CMD runs web-server\/dist\/serve-shell\.js, the serve script of mf-catalog\/package\.json runs web-server\/dist\/serve-remote\.js/);
    assert.match(builtWith('mf-catalog', { BUNDLE: 'mf-content' }), /DIST_DIR \/app\/mf-content\/dist is not mf-catalog\/dist of the build stage/);
    assert.match(builtWith('mf-catalog', { BUNDLE: 'mf-catalogue' }), /@inercise\/mf-catalogue is not a workspace/);
    const { PORT: _port, ...noPort } = buildArgsOf('mf-content');
    assert.match(problemsOf('mf-content', readText(WEB_DOCKERFILE), noPort).join('\n'), /ARG PORT has no default and the build gives none/);
    assert.match(builtWith('shell', { BUNDEL: 'shell' }), /the build gives BUNDEL, which no ARG declares/);
  });

  it('a stage that uses a build argument it does not declare', () => {
    assert.match(broken('mf-catalog', /\nARG BUNDLE\nARG PORT\n/, '\nARG PORT\n'), /uses \$BUNDLE, which this stage does not declare \(ARG BUNDLE\)/);
    assert.match(broken('shell', 'ARG RELEASE_COMMIT=local\n', ''), /uses \$RELEASE_COMMIT, which this stage does not declare/);
  });

  it('a CMD through npm or a shell, or another server than the package serves', () => {
    const webCmd = 'CMD ["node", "--enable-source-maps", "web-server/dist/serve.js"]';
    assert.match(broken('mf-catalog', webCmd, 'CMD ["npm", "run", "serve"]'), /not node/);
    assert.match(broken('mf-catalog', webCmd, 'CMD node web-server/dist/serve.js'), /not an exec-form array/);
    assert.match(
      broken('mf-catalog', '/app/web-server/dist/${SERVE_SCRIPT} web-server/dist/serve.js', '/app/web-server/dist/serve-shell.js web-server/dist/serve.js'),
      /CMD runs web-server\/dist\/serve-shell\.js, the serve script of mf-catalog\/package\.json runs web-server\/dist\/serve-remote\.js/,
    );
    assert.match(broken('mf-catalog', 'serve.js"]', 'serve-remote.js"]'), /\/app\/web-server\/dist\/serve-remote\.js is not a repository file copied into the image/);
    assert.match(broken('api', 'dist/main.js"]', 'dist/server.js"]'), /CMD runs api\/dist\/server\.js, the serve script of api\/package\.json runs api\/dist\/main\.js/);
    assert.match(broken('api', 'COPY --from=build /app/api/dist api/dist/\n', ''), /\/app\/api\/dist\/main\.js is not a repository file copied into the image/);
  });

  it('an API run through tsx, or not compiled by its build', () => {
    assert.match(broken('api', '"--enable-source-maps", "dist/main.js"', '"--import", "tsx", "src/main.ts"'), /node preloads tsx, not a production dependency/);
    assert.match(broken('api', ' && npm run build -w @inercise/api', ''), /the stage \/app\/api\/dist\/main\.js comes from does not run npm run build -w @inercise\/api/);
  });

  it('an entry whose imports are not all copied', () => {
    assert.match(broken('shell', 'COPY web-server/ web-server/\n', ''), /web-server\/src\/\w+\.ts \(compiled into web-server\/dist\) is not in the build stage/);
    assert.match(broken('mf-catalog', 'COPY ops/ ops/\n', ''), /ops\/src\/\S+ \(compiled into web-server\/dist\) is not in the build stage/);
    assert.match(broken('shell', ' && npm run build -w @inercise/web-server', ''), /does not run npm run build -w @inercise\/web-server/);
    assert.match(broken('api', 'COPY contracts/ contracts/\n', ''), /contracts\/src\/\S+ \(compiled into api\/dist\) is not in the build stage/);
  });

  it('a bundle build without the workspace packages the bundle depends on', () => {
    for (const dir of ['shell', ...remotes] as const) {
      assert.match(broken(dir, 'COPY contracts/ contracts/\n', ''), /contracts\/src \(\S+ depends on @inercise\/contracts\) is not in the build stage/);
      assert.match(broken(dir, 'COPY shared/ shared/\n', ''), /shared\/src \(\S+ depends on @inercise\/shared\) is not in the build stage/);
    }
  });

  it('COPY of what the context lacks or leaves out, or of nothing in a stage', () => {
    assert.match(broken('mf-cart-checkout', 'COPY tools/ tools/', 'COPY toolbox/ tools/'), /COPY toolbox\/: no such file in the repository/);
    assert.match(broken('mf-cart-checkout', 'COPY --from=build /app/${BUNDLE}/dist', 'COPY ${BUNDLE}/dist'), /left out of the context by \.dockerignore|no such file/);
    assert.match(broken('mf-cart-checkout', 'COPY --from=build /app/${BUNDLE}/dist', 'COPY --from=build /srv/${BUNDLE}/dist'), /nothing there in that stage/);
  });

  it('npm ci, and an install before every workspace manifest is in place', () => {
    assert.match(broken('shell', 'npm install --workspace @inercise/${BUNDLE}', 'npm ci --workspace @inercise/${BUNDLE}'), /npm ci refuses this lockfile/);
    assert.match(broken('shell', /COPY web-server\/package.json web-server\/\n/, ''), /npm install before copying web-server\/package\.json/);
    assert.match(broken('api', 'COPY package.json package-lock.json .npmrc ./', 'COPY package.json package-lock.json ./'), /npm install before copying \.npmrc/);
  });

  it('a build of another package, a script that does not exist, a DIST_DIR that is not the build', () => {
    assert.match(broken('mf-content', 'RUN npm run build -w @inercise/${BUNDLE}', 'RUN npm run bundle -w @inercise/${BUNDLE}'), /mf-content\/package\.json has no script bundle/);
    assert.match(broken('mf-content', 'RUN npm run build -w @inercise/${BUNDLE}', 'RUN npm run build -w @inercise/shell'), /the stage DIST_DIR comes from does not run npm run build -w @inercise\/mf-content/);
    assert.match(broken('mf-content', 'npm install --workspace @inercise/${BUNDLE}', 'npm install --workspace @inercise/${BUNDLE}s'), /@inercise\/mf-contents is not a workspace/);
    assert.match(broken('mf-content', 'DIST_DIR=/app/${BUNDLE}/dist', 'DIST_DIR=/app/${BUNDLE}/public'), /DIST_DIR \/app\/mf-content\/public is not the output of a build stage/);
  });
});
