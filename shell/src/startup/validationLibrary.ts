// The validation library @inercise/shared builds its schemas with, evaluated a step ahead of it (see storeLibraries).
export { object } from 'zod/mini';
