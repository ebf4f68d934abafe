// @inercise/shared/devices: the contracts of the customer's devices, from @inercise/contracts. An entry of its own and
// not part of ./contracts, which the page's main entry re-exports: only the pages that register devices download them.
export * from '@inercise/contracts/domain/device';
