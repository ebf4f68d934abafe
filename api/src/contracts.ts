// The shared contracts, as values. @inercise/shared has no "type": "module", so under tsx its
// TypeScript is loaded as CommonJS and esbuild's re-export helper hides the named exports from
// Node's ESM importer: the namespace's `default` then holds them. Types are imported directly from
// '@inercise/shared/contracts' (erased at run time); values come through here.
import * as namespace from '@inercise/shared/contracts';

type Contracts = typeof namespace;
const loaded = namespace as Contracts & { default?: Contracts };

export const contracts: Contracts = loaded.default && 'ProductSchema' in loaded.default ? loaded.default : loaded;
