/** `HH:MM` (UTC) as minutes after midnight, or null when it is no such time. */
export const parseDailyAt = (text: string): number | null => {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
};

/** Milliseconds from `now` to the next `minutes` after a UTC midnight (a full day when it is that minute now). */
export const untilNext = (minutes: number, now: Date): number => {
  const next = new Date(now);
  next.setUTCHours(Math.floor(minutes / 60), minutes % 60, 0, 0);
  if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 1);
  return next.getTime() - now.getTime();
};
