/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { remoteNames } from '../routes/routeOwners';
import { busEventParties, type BusParty } from './busEventParties';

const repo = resolve(__dirname, '../../..');
const parties: BusParty[] = ['shared', 'shell', ...remoteNames];

/** The production source of a package: its src/ without tests and test helpers. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const sources = parties.map((party) => ({
  party,
  files: sourceFiles(join(repo, party, 'src')).map((path) => ({ path, text: readFileSync(path, 'utf8') })),
}));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The packages whose source calls `.emit('<event>'` (or `.on('<event>'`). */
function callers(call: 'emit' | 'on', event: string): BusParty[] {
  const pattern = new RegExp(`\\.${call}\\(\\s*['"\`]${escape(event)}['"\`]`);
  return sources.filter(({ files }) => files.some(({ text }) => pattern.test(text))).map(({ party }) => party);
}

describe('the parties of each bus event', () => {
  it.each(Object.entries(busEventParties))('%s is emitted and heard where busEventParties says', (event, declared) => {
    expect({ emitters: callers('emit', event), listeners: callers('on', event) }).toEqual({
      emitters: [...declared.emitters].sort((a, b) => parties.indexOf(a) - parties.indexOf(b)),
      listeners: [...declared.listeners].sort((a, b) => parties.indexOf(a) - parties.indexOf(b)),
    });
  });

  it('has an emitter and a listener for every event: one nobody emits or hears is removed from BusEvents', () => {
    const lonely = Object.entries(busEventParties).filter(([, { emitters, listeners }]) => emitters.length === 0 || listeners.length === 0);
    expect(lonely.map(([event]) => event)).toEqual([]);
  });

  it('finds every bus call: each names its event as a literal', () => {
    const indirect = sources.flatMap(({ files }) =>
      files.filter(({ text }) => /\beventBus\.(emit|on)\(\s*(?!['"`])/.test(text)).map(({ path }) => relative(repo, path)),
    );
    expect(indirect).toEqual([]);
  });
});
