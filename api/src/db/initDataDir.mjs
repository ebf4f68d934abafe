// Creates a PGlite data directory (initdb) and exits. Run as its own process by openPglite: initdb's
// WebAssembly instance leaves the process about 500 MB larger for good, which the API must not carry.
import { PGlite } from '@electric-sql/pglite';

const instance = await PGlite.create(process.argv[2]);
await instance.close();
