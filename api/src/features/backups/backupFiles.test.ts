// The backup commands' small rules: what a file is, which old backups go, when the next night is, how the
// password travels, and the command line's refusals.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { runScript } from '../../test/operationsKit.ts';
import { backupKindOf } from './backupKind.ts';
import { parseDailyAt, untilNext } from './dailyAt.ts';
import { splitPassword } from './postgresTools.ts';
import { backupPath, nightlyName, pruneBackups } from './writeBackup.ts';

const dir = mkdtempSync(join(tmpdir(), 'inercise-backup-files-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const file = (name: string, bytes: Buffer | string, ageDays = 0) => {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  const at = new Date(Date.now() - ageDays * 24 * 3600 * 1000);
  utimesSync(path, at, at);
  return path;
};

describe('backup files', () => {
  it('tells a pg_dump archive from a PGlite dump by their bytes, and neither from anything else', async () => {
    const tarHeader = Buffer.alloc(512);
    tarHeader.write('ustar', 257);
    assert.equal(await backupKindOf(file('a', Buffer.concat([Buffer.from('PGDMP'), Buffer.alloc(64)]))), 'postgres');
    assert.equal(await backupKindOf(file('b', gzipSync(Buffer.concat([tarHeader, Buffer.alloc(200_000, 7)])))), 'pglite');
    assert.equal(await backupKindOf(file('c', 'create table x (id int);\n')), null);
    assert.equal(await backupKindOf(file('d', gzipSync('not a tar archive, only some text'))), null);
    assert.equal(await backupKindOf(file('e', Buffer.from([0x1f, 0x8b, 0x08, 0x00]))), null);
    assert.equal(await backupKindOf(file('f', '')), null);
  });

  it('names nightly backups by their time, in a directory given, and keeps a file name given', () => {
    const at = new Date('2026-03-01T02:30:00.123Z');
    assert.equal(nightlyName('postgres', at), 'inercise-2026-03-01T02-30-00-123Z.pgdump');
    assert.equal(backupPath(dir, 'pglite', at), join(dir, 'inercise-2026-03-01T02-30-00-123Z.pglite.tar.gz'));
    assert.equal(backupPath(join(dir, 'mine.dump'), 'postgres', at), join(dir, 'mine.dump'));
  });

  it('deletes only nightly backups older than the days kept (and a killed run’s leftovers after a day), never the one just written nor other files', async () => {
    const at = (days: number) => nightlyName('postgres', new Date(Date.now() - days * 24 * 3600 * 1000));
    const kept = [at(0), at(13)].map((name, i) => file(name, 'x', i === 0 ? 0 : 13.9));
    const old = [file(at(14), 'x', 14.1), file(at(30).replace('.pgdump', '.pglite.tar.gz'), 'x', 30)];
    old.push(file(`.${at(3)}.123.abcd1234.partial`, 'x', 1.1));
    kept.push(file(`.${at(0)}.456.abcd1234.partial`, 'x', 0.5));
    const foreign = [file('notes.txt', 'x', 40), file('inercise-old.pgdump', 'x', 40), file('.other.partial', 'x', 40)];
    const justWritten = file(at(1), 'x', 20);
    const deleted = await pruneBackups(dir, 14, justWritten);
    assert.deepEqual(deleted.sort(), old.map((p) => p.slice(dir.length + 1)).sort());
    const left = readdirSync(dir);
    for (const path of [...kept, ...foreign, justWritten]) assert.ok(left.includes(path.slice(dir.length + 1)), path);
  });

  it('waits for the next given UTC time of day', () => {
    assert.equal(parseDailyAt('02:30'), 150);
    for (const bad of ['2:30', '24:00', '12:60', '', 'noon']) assert.equal(parseDailyAt(bad), null, bad);
    assert.equal(untilNext(150, new Date('2026-03-01T02:00:00Z')), 30 * 60 * 1000);
    assert.equal(untilNext(150, new Date('2026-03-01T02:30:00Z')), 24 * 3600 * 1000);
    assert.equal(untilNext(150, new Date('2026-03-31T23:00:00Z')), 3.5 * 3600 * 1000);
  });

  it('hands the tools the address without its password', () => {
    assert.deepEqual(splitPassword('postgres://shop:p%40ss@db:5432/inercise'), { url: 'postgres://shop@db:5432/inercise', password: 'p@ss' });
    assert.deepEqual(splitPassword('postgres://shop@db/inercise'), { url: 'postgres://shop@db/inercise', password: null });
  });

  it('refuses unclear command lines, and a production run without DATABASE_URL', async () => {
    const backup = (args: string[], env: NodeJS.ProcessEnv = { DATA_DIR: dir }) => runScript('src/features/backups/backupCommand.ts', env, args);
    const noTarget = await backup([]);
    assert.equal(noTarget.code, 2);
    assert.match(noTarget.stderr, /name the backup file, or the directory/);
    assert.match((await backup([dir, '--keep-days', '0'])).stderr, /--keep-days wants a whole number of days, at least 1/);
    assert.match((await backup([dir, '--daily-at', '25:00'])).stderr, /--daily-at wants a UTC time as HH:MM/);
    const production = await backup([dir], { NODE_ENV: 'production', DATA_DIR: dir });
    assert.equal(production.code, 1);
    assert.match(production.stderr, /DATABASE_URL/);
    // No database in DATA_DIR: nothing written, not even an empty one made to back up.
    const empty = await backup([join(dir, 'x.tar.gz')], { DATA_DIR: join(dir, 'nothing') });
    assert.equal(empty.code, 1);
    assert.match(empty.stderr, /no PGlite database in .*nothing\/db/);
    assert.equal(readdirSync(dir).some((name) => name.startsWith('x.tar.gz') || name.startsWith('.x.tar.gz')), false);
    // A PGlite directory another process has open: neither backed up nor replaced, whatever --force says.
    const busy = join(dir, 'busy');
    mkdirSync(join(busy, 'db'), { recursive: true });
    writeFileSync(join(busy, 'db', 'PG_VERSION'), '17\n');
    writeFileSync(join(busy, 'db', 'postmaster.pid'), '-42\n');
    const busyBackup = await backup([join(dir, 'busy.tar.gz')], { DATA_DIR: busy });
    assert.equal(busyBackup.code, 1);
    assert.match(busyBackup.stderr, /busy\/db is in use \(postmaster\.pid\): stop the API first/);
    const pgliteBackup = file('pglite.tar.gz', gzipSync(Buffer.concat([Buffer.alloc(257), Buffer.from('ustar'), Buffer.alloc(250)])));
    const busyRestore = await runScript('src/features/backups/restoreCommand.ts', { DATA_DIR: busy }, [pgliteBackup, '--force']);
    assert.equal(busyRestore.code, 1);
    assert.match(busyRestore.stderr, /^restore refused: .*busy\/db is in use/m);
    assert.deepEqual(readdirSync(join(busy, 'db')).sort(), ['PG_VERSION', 'postmaster.pid']);
    const restore = await runScript('src/features/backups/restoreCommand.ts', { DATA_DIR: dir }, []);
    assert.equal(restore.code, 2);
    assert.match(restore.stderr, /usage: restore <file> \[--force\]/);
  });
});
