// .dockerignore as the builder applies it (Docker's own matching, parent folders included, `!` exceptions last wins).
import dockerignore, { type Ignore } from '@balena/dockerignore';
import { readText, exists } from './repo.ts';

export const readDockerignore = (): Ignore => dockerignore().add(exists('.dockerignore') ? readText('.dockerignore') : '');

/** Whether a repository path is left out of the build context. */
export const ignored = (rules: Ignore, path: string): boolean => rules.ignores(path);
