/** Where the back office's part of the API is registered (features/admin/area.ts): every owner's endpoint starts with it. */
export const ADMIN_PREFIX = '/admin';
