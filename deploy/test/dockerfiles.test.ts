import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadContracts } from '../checks/contracts.ts';
import { ignored, readDockerignore } from '../checks/dockerignore.ts';
import { imageProblems, readImage } from '../checks/images.ts';
import { deployables, readText, type Deployable } from '../checks/repo.ts';
import { replaceOnce } from './mutate.ts';

const contracts = await loadContracts();
const problemsOf = (dir: Deployable, text: string) => imageProblems(readImage(dir, text), contracts);
const broken = (dir: Deployable, from: string | RegExp, to: string) => problemsOf(dir, replaceOnce(readText(`${dir}/Dockerfile`), from, to)).join('\n');

describe('the Dockerfiles', () => {
  for (const dir of deployables) {
    it(`${dir}/Dockerfile: multi-stage on node:24-bookworm-slim, non-root, health-checked, running its package's serve entry with all it loads`, () => {
      assert.deepEqual(problemsOf(dir, readText(`${dir}/Dockerfile`)), []);
    });
    it(`${dir}/Dockerfile says how to build it, from the repository root`, () => {
      assert.match(readText(`${dir}/Dockerfile`), new RegExp(`^#.*docker build -f ${dir}/Dockerfile .* \\.$`, 'm'));
    });
  }

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
    assert.match(broken('shell', /FROM node:24-bookworm-slim\nENV/, 'FROM node:22-alpine\nENV'), /FROM node:22-alpine, not node:24-bookworm-slim/);
    const api = readText('api/Dockerfile');
    const single = api.slice(api.lastIndexOf('FROM node:24-bookworm-slim\n'));
    assert.match(problemsOf('api', single).join('\n'), /one stage/);
  });

  it('a health check on another route or port, or with curl', () => {
    assert.match(broken('mf-content', "/health/live').then", "/healthz').then"), /asks \/healthz, not \/health\/live/);
    assert.match(broken('mf-content', "'http://127.0.0.1:'+process.env.PORT+'/health/live'", "'http://127.0.0.1:8080/health/live'"), /asks port 8080, the server listens on 3004/);
    assert.match(broken('api', /HEALTHCHECK[^\n]*\\\n[^\n]*\n/, 'HEALTHCHECK CMD curl -f http://127.0.0.1:8443/health/live\n'), /exec-form node command/);
  });

  it('EXPOSE and PORT apart', () => {
    assert.match(broken('mf-account', 'EXPOSE 3003', 'EXPOSE 3000'), /EXPOSE 3000 does not include PORT 3003/);
  });

  it('a CMD through npm or a shell, or another server than the package serves', () => {
    assert.match(broken('mf-catalog', 'CMD ["node", "web-server/bin/serve-remote.mjs"]', 'CMD ["npm", "run", "serve"]'), /not node/);
    assert.match(broken('mf-catalog', 'CMD ["node", "web-server/bin/serve-remote.mjs"]', 'CMD node web-server/bin/serve-remote.mjs'), /not an exec-form array/);
    assert.match(broken('mf-catalog', 'serve-remote.mjs"]', 'serve-shell.mjs"]'), /CMD runs web-server\/bin\/serve-shell\.mjs, the serve script of mf-catalog\/package\.json runs web-server\/bin\/serve-remote\.mjs/);
    assert.match(broken('api', 'dist/main.js"]', 'dist/server.js"]'), /CMD runs api\/dist\/server\.js, the serve script of api\/package\.json runs api\/dist\/main\.js/);
    assert.match(broken('api', 'COPY --from=build /app/api/dist api/dist/\n', ''), /\/app\/api\/dist\/main\.js is not a repository file copied into the image/);
  });

  it('an API run through tsx, or not compiled by its build', () => {
    assert.match(broken('api', '"--enable-source-maps", "dist/main.js"', '"--import", "tsx", "src/main.ts"'), /node preloads tsx, not a production dependency/);
    assert.match(broken('api', ' && npm run build -w @inercise/api', ''), /the stage \/app\/api\/dist\/main\.js comes from does not run npm run build -w @inercise\/api/);
  });

  it('an entry whose imports are not all copied', () => {
    assert.match(broken('shell', 'COPY web-server/src/ web-server/src/\n', ''), /web-server\/src\/\w+\.mjs \(loaded by web-server\/bin\/serve-shell\.mjs\) is not copied into the image/);
    assert.match(broken('api', 'COPY contracts/ contracts/\n', ''), /contracts\/src\/\S+ \(compiled into api\/dist\) is not in the build stage/);
  });

  it('COPY of what the context lacks or leaves out, or of nothing in a stage', () => {
    assert.match(broken('mf-cart-checkout', 'COPY tools/ tools/', 'COPY toolbox/ tools/'), /COPY toolbox\/: no such file in the repository/);
    assert.match(broken('mf-cart-checkout', 'COPY --from=build /app/mf-cart-checkout/dist', 'COPY mf-cart-checkout/dist'), /left out of the context by \.dockerignore|no such file/);
    assert.match(broken('mf-cart-checkout', 'COPY --from=build /app/mf-cart-checkout/dist', 'COPY --from=build /srv/mf-cart-checkout/dist'), /nothing there in that stage/);
  });

  it('npm ci, and an install before every workspace manifest is in place', () => {
    assert.match(broken('shell', 'npm install --workspace @inercise/shell', 'npm ci --workspace @inercise/shell'), /npm ci refuses this lockfile/);
    assert.match(broken('shell', /COPY web-server\/package.json web-server\/\n/, ''), /npm install before copying web-server\/package\.json/);
    assert.match(broken('api', 'COPY package.json package-lock.json .npmrc ./', 'COPY package.json package-lock.json ./'), /npm install before copying \.npmrc/);
  });

  it('a build of another package, a script that does not exist, a DIST_DIR that is not the build', () => {
    assert.match(broken('mf-content', 'RUN npm run build -w @inercise/mf-content', 'RUN npm run bundle -w @inercise/mf-content'), /mf-content\/package\.json has no script bundle/);
    assert.match(broken('mf-content', 'npm install --workspace @inercise/mf-content', 'npm install --workspace @inercise/mf-contents'), /@inercise\/mf-contents is not a workspace/);
    assert.match(broken('mf-content', 'DIST_DIR=/app/mf-content/dist', 'DIST_DIR=/app/mf-content/public'), /DIST_DIR \/app\/mf-content\/public is not the output of a build stage/);
  });
});
