export function buildBundles(options?: { force?: boolean; only?: string[] }): Promise<string[]>;
