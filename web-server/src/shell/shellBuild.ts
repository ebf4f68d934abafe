// The shell's build as its server uses it: the page template, the server module that composes pages, the
// stylesheets of what the server draws itself, and the build's release.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadServerModule, type ServerModule } from '../bundle.ts';
import type { Logger } from 'pino';

export type ShellBuild = {
  template: string | null;
  composer: ServerModule | null;
  /** why the build could not be loaded */
  error: string | null;
  stylesheets: { layout?: string; notFound?: string };
  /** the contract major the pages were built with: a remote's release must have the same */
  contractMajor: number | null;
  release: { version?: string; commit?: string } | null;
};

export function loadShellBuild(root: string, logger: Logger): ShellBuild {
  const build: ShellBuild = { template: null, composer: null, error: null, stylesheets: {}, contractMajor: null, release: null };
  try {
    build.template = readFileSync(join(root, 'index.html'), 'utf8');
    build.composer = loadServerModule(root);
  } catch (error) {
    build.error = error instanceof Error ? error.message : String(error);
    logger.error({ err: error }, 'the shell build could not be loaded');
  }
  build.stylesheets = stylesheetsOf(root, build.error !== null);
  build.contractMajor = typeof build.composer?.CONTRACT_MAJOR === 'number' ? build.composer.CONTRACT_MAJOR : null;
  try {
    if (existsSync(join(root, 'release.json'))) build.release = JSON.parse(readFileSync(join(root, 'release.json'), 'utf8'));
  } catch (error) {
    logger.warn({ err: error }, "the shell build's release.json cannot be read");
  }
  return build;
}

/**
 * The stylesheets of the shell's chunks that its server draws itself (header and footer, the not-found page),
 * linked in the pages so that what the server drew looks as the applications will draw it.
 */
function stylesheetsOf(root: string, failed: boolean) {
  try {
    const files = failed ? [] : readdirSync(root);
    const find = (chunk: string) => files.find((file) => new RegExp(`^${chunk}(?:\\.[0-9a-f]+)?\\.css$`).test(file));
    const layout = find('layout');
    const notFound = find('not-found');
    return { ...(layout ? { layout: `/${layout}` } : {}), ...(notFound ? { notFound: `/${notFound}` } : {}) };
  } catch {
    return {};
  }
}
