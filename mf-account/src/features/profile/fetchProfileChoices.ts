import { callEndpoint } from '@inercise/shared';
import { activityLevels, goals } from '@inercise/shared/endpoints/profile';
import type { ProfileChoice } from '@inercise/shared/profile';

/** The keys the profile form offers, in order (translated by the form): activity levels and goals, asked together. */
export async function fetchProfileChoices(signal?: AbortSignal): Promise<{ activityLevels: ProfileChoice[]; goals: ProfileChoice[] }> {
  const [levels, goalChoices] = await Promise.all([callEndpoint(activityLevels, { signal }), callEndpoint(goals, { signal })]);
  return { activityLevels: levels, goals: goalChoices };
}
