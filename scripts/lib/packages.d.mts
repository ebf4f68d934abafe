export interface Bundle {
  name: string;
  port: number;
  dir: string;
  dist: string;
}
export const repoRoot: string;
export const bundles: Bundle[];
export function isBuilt(bundle: Bundle): boolean;
export const apiEntry: string;
export function hasApi(): boolean;
