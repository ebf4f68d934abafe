export declare const postgresBin: string | null;
export declare const startCluster: () => Promise<{ url: string; port: number; stop: () => void } | null>;
