export function buildBundles(options?: { force?: boolean; only?: string[] }): Promise<string[]>;
export function run(command: string, args: string[], cwd: string, env?: NodeJS.ProcessEnv): Promise<void>;
