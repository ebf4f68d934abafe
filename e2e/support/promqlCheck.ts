// Checks PromQL expressions against the metrics servers really expose: every metric a selector names must be one
// of theirs, and every label a matcher, a grouping or a template names must be one its metrics carry.
import { parser } from '@prometheus-io/lezer-promql';

/** Metric name → the label names its samples carry. */
export type Exposed = Map<string, Set<string>>;

/** Labels Prometheus adds to every scraped series itself (the target's job and address). */
const TARGET_LABELS = ['job', 'instance'];
/** Series Prometheus makes for each target rather than reading them from /metrics. */
const SYNTHETIC: Record<string, string[]> = { up: [] };

/** Reads Prometheus' text format: families from TYPE lines (a histogram's _bucket/_sum/_count too), labels from samples. */
export const parseExposition = (text: string, into: Exposed = new Map()): Exposed => {
  const add = (name: string, labels: string[] = []) => {
    const known = into.get(name) ?? new Set<string>();
    for (const label of labels) known.add(label);
    into.set(name, known);
  };
  for (const line of text.split('\n')) {
    const type = line.match(/^# TYPE (\S+) (\w+)$/);
    if (type) {
      const [, name, kind] = type;
      add(name!);
      if (kind === 'histogram' || kind === 'summary') for (const suffix of ['_sum', '_count', ...(kind === 'histogram' ? ['_bucket'] : [])]) add(`${name}${suffix}`);
      continue;
    }
    if (line.startsWith('#') || line.trim() === '') continue;
    const sample = line.match(/^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? /);
    if (!sample) throw new Error(`not a sample line: ${line}`);
    add(sample[1]!, [...(sample[2] ?? '').matchAll(/([a-zA-Z_]\w*)="/g)].map((m) => m[1]!));
  }
  return into;
};

/** Grafana's variables, replaced by what they stand for so the query parses as PromQL. */
export const withoutGrafanaVariables = (query: string) => query.replace(/\$__rate_interval|\$__interval|\$__range/g, '5m');

const labelsOf = (exposed: Exposed, metric: string): Set<string> | undefined => {
  if (metric in SYNTHETIC) return new Set([...SYNTHETIC[metric]!, ...TARGET_LABELS]);
  const labels = exposed.get(metric);
  return labels && new Set([...labels, ...TARGET_LABELS]);
};

/**
 * What is wrong with `expr` (an empty list when nothing): a syntax error, an unknown metric, a label its metric does
 * not carry, a grouping label or an annotation's `$labels.x` that none of the expression's metrics carries.
 */
export const checkExpression = (expr: string, exposed: Exposed, templates: string[] = []): string[] => {
  const problems: string[] = [];
  const tree = parser.parse(expr);
  const text = (from: number, to: number) => expr.slice(from, to);
  const grouping: string[] = [];
  const available = new Set<string>(TARGET_LABELS);
  let selectors = 0;
  tree.iterate({
    enter(node) {
      if (node.type.isError) {
        problems.push(`syntax error at ${node.from}: …${text(Math.max(0, node.from - 20), node.to + 20)}…`);
        return false;
      }
      if (node.name === 'VectorSelector') {
        selectors += 1;
        const name = node.node.getChild('Identifier');
        if (!name) {
          problems.push(`a selector without a metric name: ${text(node.from, node.to)}`);
          return false;
        }
        const metric = text(name.from, name.to);
        const labels = labelsOf(exposed, metric);
        if (!labels) {
          problems.push(`unknown metric ${metric}`);
          return false;
        }
        for (const label of labels) available.add(label);
        const matchers = node.node.getChild('LabelMatchers');
        for (const matcher of matchers ? [...matchers.getChildren('UnquotedLabelMatcher'), ...matchers.getChildren('QuotedLabelMatcher')] : []) {
          const labelNode = matcher.getChild('LabelName') ?? matcher.getChild('QuotedLabelName');
          const label = labelNode ? text(labelNode.from, labelNode.to).replace(/^"|"$/g, '') : '';
          if (!labels.has(label)) problems.push(`${metric} has no label ${label}`);
        }
        return false;
      }
      if (node.name === 'GroupingLabels') {
        for (const label of node.node.getChildren('LabelName')) grouping.push(text(label.from, label.to));
        return false;
      }
      return undefined;
    },
  });
  if (problems.length === 0 && selectors === 0) problems.push('no metric at all');
  for (const label of grouping) if (!available.has(label)) problems.push(`no metric of the expression has the label ${label} it groups by`);
  for (const template of templates) {
    for (const [, label] of template.matchAll(/\$labels\.(\w+)/g)) if (!available.has(label!)) problems.push(`the annotation names $labels.${label}, which the expression does not have`);
  }
  return problems;
};
