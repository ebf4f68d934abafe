// .dockerignore as the builder applies it: a path is left out of the context when the last pattern matching it,
// or one of its parent folders, is not a `!` exception.
import { readText, exists } from './repo.ts';

interface Rule {
  negate: boolean;
  pattern: RegExp;
}

const toRegExp = (pattern: string): RegExp => {
  let source = '';
  for (let i = 0; i < pattern.length; i += 1) {
    const char = pattern[i]!;
    if (pattern.startsWith('**/', i)) {
      source += '(?:.*/)?';
      i += 2;
    } else if (pattern.startsWith('**', i)) {
      source += '.*';
      i += 1;
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else source += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
};

export const parseDockerignore = (text: string): Rule[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const negate = line.startsWith('!');
      const pattern = (negate ? line.slice(1) : line).trim().replace(/^\/+/, '').replace(/\/+$/, '');
      return { negate, pattern: toRegExp(pattern) };
    });

export const readDockerignore = (): Rule[] => (exists('.dockerignore') ? parseDockerignore(readText('.dockerignore')) : []);

/** Whether a repository path is left out of the build context. */
export const ignored = (rules: Rule[], path: string): boolean => {
  const parts = path.split('/').filter(Boolean);
  const prefixes = parts.map((_, i) => parts.slice(0, i + 1).join('/'));
  let excluded = false;
  for (const rule of rules) {
    if (prefixes.some((prefix) => rule.pattern.test(prefix))) excluded = !rule.negate;
  }
  return excluded;
};
