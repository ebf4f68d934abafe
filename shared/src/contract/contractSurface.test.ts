/** @jest-environment node */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { remoteNames } from '../routes/routeOwners';
import { CONTRACT_MAJOR } from './contractMajor';
import { describeContractSurface, exposedModuleIds } from './contractSurface';

const recordFile = join(__dirname, 'contractSurface.txt');
const repo = resolve(__dirname, '../../..');
const update = 'npm run contract:update -w @inercise/shared';
// The record is rewritten only when asked for (by `update`), never by a plain test run.
const updating = process.env.INERCISE_UPDATE_CONTRACT === '1';

function record(major: number, surface: string[]): string {
  return [
    '# The contract surface of @inercise/shared, generated from its source by contractSurface.test.ts.',
    `# Do not edit by hand: run \`${update}\` (shared/README.md, "The contract major").`,
    `contract major: ${major}`,
    '',
    ...surface,
    '',
  ].join('\n');
}

function readRecord(): { major: number | null; surface: string[] } {
  if (!existsSync(recordFile)) return { major: null, surface: [] };
  const lines = readFileSync(recordFile, 'utf8').replace(/\n$/, '').split('\n');
  const majorLine = lines.findIndex((line) => line.startsWith('contract major: '));
  if (majorLine < 0) return { major: null, surface: [] };
  return { major: Number(lines[majorLine]!.slice('contract major: '.length)), surface: lines.slice(majorLine + 2) };
}

/** The lines one list has and the other lacks (as many times as they are missing), each list in its order. */
function difference(before: string[], after: string[]): { removed: string[]; added: string[] } {
  const count = (lines: string[]) => lines.reduce((map, line) => map.set(line, (map.get(line) ?? 0) + 1), new Map<string, number>());
  const only = (lines: string[], other: Map<string, number>) =>
    lines.filter((line) => {
      const left = other.get(line) ?? 0;
      other.set(line, left - 1);
      return left <= 0;
    });
  return { removed: only(before, count(after)), added: only(after, count(before)) };
}

const shown = (lines: string[], sign: string) =>
  [...lines.slice(0, 30).map((line) => `  ${sign} ${line}`), ...(lines.length > 30 ? [`  … and ${lines.length - 30} more`] : [])];

let surface: string[] = [];

beforeAll(() => {
  surface = describeContractSurface();
  if (updating) writeFileSync(recordFile, record(CONTRACT_MAJOR, surface));
}, 120_000);

describe('the contract surface', () => {
  it('is a whole number from 1, in shared/package.json', () => {
    expect(Number.isInteger(CONTRACT_MAJOR) && CONTRACT_MAJOR >= 1).toBe(true);
  });

  it('changes only together with its record, which names the contract major it was recorded for', () => {
    const recorded = readRecord();
    const { removed, added } = difference(recorded.surface, surface);
    const problems: string[] = [];
    if (removed.length > 0 || added.length > 0) {
      problems.push(
        `The contract surface of @inercise/shared differs from ${recordFile} (contract major ${recorded.major ?? 'none'}):`,
        ...shown(removed, '-'),
        ...shown(added, '+'),
        '',
        'If the change is incompatible (a bundle built against the recorded contract would break with it: something removed',
        'or renamed, a new required prop, field or payload member, a type changed so that one side sends what the other',
        'does not take, a route moved to another remote), bump CONTRACT_MAJOR: raise "inerciseContract" in',
        `shared/package.json (now ${CONTRACT_MAJOR}), then update the record: ${update}.`,
        'If it is compatible (an older bundle neither misses nor misreads anything: a new optional prop, a new event, a new',
        `route of its own), update the record alone: ${update}.`,
      );
    } else if (recorded.major !== CONTRACT_MAJOR) {
      problems.push(
        `CONTRACT_MAJOR is ${CONTRACT_MAJOR} but ${recordFile} was recorded for contract major ${recorded.major ?? 'none'}.`,
        `Record the new major with the surface: ${update}.`,
      );
    }
    if (problems.length > 0) throw new Error(problems.join('\n'));
  });

  it('lists exactly the modules the remotes expose in their federation configs', () => {
    const exposed = remoteNames
      .flatMap((remote) => {
        const config = readFileSync(join(repo, remote, 'webpack.config.cjs'), 'utf8');
        const block = /exposes:\s*\{([^}]*)\}/.exec(config)?.[1] ?? '';
        return [...block.matchAll(/["']\.\/([^"']+)["']\s*:/g)].map((match) => `${remote}/${match[1]}`);
      })
      .sort();
    // A module exposed without an entry in ExposedModules (or the reverse) cannot be loaded with its type checked.
    expect(exposed).toEqual(exposedModuleIds());
  });
});
