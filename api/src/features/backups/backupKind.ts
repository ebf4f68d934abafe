import { open } from 'node:fs/promises';
import { constants, gunzipSync } from 'node:zlib';

/** What a backup file holds: a pg_dump custom-format archive or a PGlite data directory (gzipped tar). */
export type BackupKind = 'postgres' | 'pglite';

/** The file name's ending per kind; what the file is, though, is read from its bytes (`backupKindOf`). */
export const BACKUP_EXTENSION: Record<BackupKind, string> = { postgres: '.pgdump', pglite: '.pglite.tar.gz' };

/** Where each kind comes from, for messages. */
export const KIND_NAME: Record<BackupKind, string> = { postgres: 'a PostgreSQL server (pg_dump)', pglite: 'the embedded PGlite database' };

/**
 * Reads the first bytes: pg_dump's custom format starts with `PGDMP`; a PGlite dump is a gzip stream (1f 8b) whose
 * first tar header says `ustar` at byte 257. Null for anything else (a plain SQL dump, a truncated or foreign file).
 */
export const backupKindOf = async (file: string): Promise<BackupKind | null> => {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const bytes = head.subarray(0, bytesRead);
    if (bytes.subarray(0, 5).toString('latin1') === 'PGDMP') return 'postgres';
    if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return null;
    try {
      // A prefix of the stream: inflate what is there without asking for its end.
      const tar = gunzipSync(bytes, { finishFlush: constants.Z_SYNC_FLUSH });
      return tar.subarray(257, 262).toString('latin1') === 'ustar' ? 'pglite' : null;
    } catch {
      return null;
    }
  } finally {
    await handle.close();
  }
};
