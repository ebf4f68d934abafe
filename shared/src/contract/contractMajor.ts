import sharedPackage from '../../package.json';

/**
 * The major version of the contracts between the teams: the store's shape, the bus events, the fragments' props,
 * the route owners and the API's schemas. A remote built against one major works with a page of that major only.
 *
 * Kept in one place, the `inerciseContract` field of shared/package.json: release tooling reads it there without
 * TypeScript, and the bundles read it here (webpack keeps only this field of the file). Raise it for every
 * incompatible change; contractSurface.test.ts fails when the surface changes and says what to do.
 */
export const CONTRACT_MAJOR: number = sharedPackage.inerciseContract;
