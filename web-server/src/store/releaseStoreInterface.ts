// The one interface of a release store, which both implementations (a directory, object storage) answer to; a
// module of its own so that the implementations need not import the module that picks between them.
import type { ReleaseInfo } from '../releases.ts';

export type ReleaseStore = {
  /** where it is, for logs and messages */
  describe: () => string;
  /** the finished releases, newest first */
  list: () => Promise<ReleaseInfo[]>;
  has: (version: string) => Promise<boolean>;
  /** adds a finished build (its release.json written); refuses an existing name */
  put: (version: string, dir: string) => Promise<void>;
  /** copies a release's files into a folder; false when there is none */
  download: (version: string, into: string) => Promise<boolean>;
  remove: (version: string) => Promise<void>;
  /** a directory store's folder, which servers read in place */
  dir?: string;
};
