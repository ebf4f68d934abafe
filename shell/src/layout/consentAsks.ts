import { getRuntimeConfig, readConsent } from '@inercise/shared';

/** Whether the consent banner asks on its own: a tag is configured and the shopper has not chosen yet. */
export const asksAtFirst = (): boolean => Boolean(getRuntimeConfig().analyticsTag) && readConsent() === null;
