// The last day's field data of one server, kept in memory to answer "the 75th percentile over the last 24 hours":
// one slot per hour, in each a count per (metric, template, device) and value bucket. The buckets grow by 3 %, so
// memory stays bounded whatever the traffic and a percentile is within 1.5 % of the exact one.

const GROWTH = 1.03;
/** The smallest value told apart from zero: a millisecond, or a thousandth of a CLS point. */
const UNITS = { ms: 1, score: 0.001 };

const bucketOf = (value: number, unit: number) => (value < unit ? 0 : 1 + Math.floor(Math.log(value / unit) / Math.log(GROWTH)));
/** The middle of a bucket (geometric), the value a percentile that falls in it is reported as. */
const valueOf = (bucket: number, unit: number) => (bucket === 0 ? 0 : unit * GROWTH ** (bucket - 0.5));

/**
 * The p-th percentile (nearest rank) of counted buckets, or null without any.
 * @param counts bucket → how many values fell in it
 * @param p between 0 and 1
 */
export function percentileOf(counts: Map<number, number>, p: number, unit: number) {
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil(p * total));
  let seen = 0;
  for (const bucket of [...counts.keys()].sort((a, b) => a - b)) {
    seen += counts.get(bucket) as number;
    if (seen >= rank) return valueOf(bucket, unit);
  }
  return null;
}

/**
 * @param options.metrics the metrics kept and their units
 * @param options.hours how many past hours count (24)
 * @param options.now the clock, in ms
 */
export function createHourlyPercentiles(options: { metrics: Record<string, { unit: 'ms' | 'score' }>; hours?: number; now?: () => number }) {
  const hours = options.hours ?? 24;
  const now = options.now ?? Date.now;
  /** @type hour number → "metric template device" → bucket → count */
  const slots: Map<number, Map<string, Map<number, number>>> = new Map();
  const hourNow = () => Math.floor(now() / 3_600_000);
  const forget = () => {
    const oldest = hourNow() - hours + 1;
    for (const hour of slots.keys()) if (hour < oldest) slots.delete(hour);
  };

  return {
    add(metric: string, template: string, device: string, value: number) {
      const unit = UNITS[options.metrics[metric]?.unit ?? 'ms'];
      const hour = hourNow();
      let slot = slots.get(hour);
      if (!slot) {
        forget();
        slot = new Map();
        slots.set(hour, slot);
      }
      const key = `${metric} ${template} ${device}`;
      let counts = slot.get(key);
      if (!counts) {
        counts = new Map();
        slot.set(key, counts);
      }
      const bucket = bucketOf(value, unit);
      counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
    },

    /**
     * The 75th percentile and the count of each metric over the last hours: for all pages together, and for each
     * template and device class that has data.
     */
    summary(): { hours: number; groups: { template: string; device: string; metrics: Record<string, { p75: number; count: number } | null> }[] } {
      forget();
      /** @type "template device" → metric → merged counts */
      const merged: Map<string, Map<string, Map<number, number>>> = new Map();
      const mergeInto = (group: string, metric: string, counts: Map<number, number>) => {
        let byMetric = merged.get(group);
        if (!byMetric) {
          byMetric = new Map();
          merged.set(group, byMetric);
        }
        let total = byMetric.get(metric);
        if (!total) {
          total = new Map();
          byMetric.set(metric, total);
        }
        for (const [bucket, count] of counts) total.set(bucket, (total.get(bucket) ?? 0) + count);
      };
      for (const slot of slots.values()) {
        for (const [key, counts] of slot) {
          const [metric, template, device] = key.split(' ') as [string, string, string];
          mergeInto('all all', metric, counts);
          mergeInto(`${template} ${device}`, metric, counts);
        }
      }
      const groups = [...merged.entries()].map(([group, byMetric]) => {
        const [template, device] = group.split(' ') as [string, string];
        const metrics: Record<string, { p75: number; count: number } | null> = {};
        for (const [metric, { unit }] of Object.entries(options.metrics)) {
          const counts = byMetric.get(metric);
          const p75 = counts ? percentileOf(counts, 0.75, UNITS[unit]) : null;
          const count = counts ? [...counts.values()].reduce((sum, n) => sum + n, 0) : 0;
          metrics[metric] = p75 === null ? null : { p75: unit === 'ms' ? Math.round(p75) : Math.round(p75 * 1000) / 1000, count };
        }
        return { template, device, metrics };
      });
      // All pages first, then by template and device.
      groups.sort((a, b) => (a.template === 'all' ? -1 : b.template === 'all' ? 1 : `${a.template} ${a.device}`.localeCompare(`${b.template} ${b.device}`)));
      return { hours, groups };
    },
  };
}
