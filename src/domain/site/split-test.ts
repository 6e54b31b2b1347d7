/**
 * "Split testing is enabled for one dealer group": one experiment per site, defined in
 * its configuration (`split_test`: name, variants and their weights). A visitor's variant is a
 * pure function of the experiment's name and the device id already kept on the visitor's
 * device ("Stored locally"), so it is assigned in the browser, the same on every visit
 * and every page, and a cached page stays one page for everyone.
 */

export interface SplitTestVariant {
  /** The name reports group by (event_properties.experiment_variant). */
  id: string;
  /** Relative share of visitors; 0 takes a variant out without renaming the others. */
  weight: number;
}

export interface SplitTestDefinition {
  name: string;
  variants: readonly SplitTestVariant[];
}

/** FNV-1a, 32 bits: small, fast, and the same in every browser and on the server. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/**
 * Where a device falls in [0, 1) for one experiment. The experiment's name is part of the
 * hash, so a visitor's bucket in one experiment says nothing about their bucket in the next.
 */
export function splitTestBucket(experimentName: string, deviceId: string): number {
  return fnv1a(`${experimentName}:${deviceId}`) / 0x1_0000_0000;
}

/**
 * The variant a device sees: variants take consecutive slices of [0, 1) in proportion to their
 * weights, in the order they are listed. Null when no variant has any weight.
 */
export function splitTestVariant(test: SplitTestDefinition, deviceId: string): string | null {
  const total = test.variants.reduce((sum, v) => sum + Math.max(0, v.weight), 0);
  if (total <= 0) return null;
  const point = splitTestBucket(test.name, deviceId) * total;
  let edge = 0;
  let last: string | null = null;
  for (const variant of test.variants) {
    if (variant.weight <= 0) continue;
    edge += variant.weight;
    last = variant.id;
    if (point < edge) return variant.id;
  }
  return last;
}

/**
 * The wording of a varied button: the variant's own label with {count} and {noun} filled in,
 * or the page's usual wording when the variant has none (the control).
 */
export function splitTestLabel(
  template: string | null,
  usual: string,
  values: { count: number; noun: string },
): string {
  if (template === null) return usual;
  return template.replaceAll("{count}", String(values.count)).replaceAll("{noun}", values.noun);
}

/**
 * The experiment a site runs: its `split_test` while `flags.split_testing` is on, reduced to
 * what the browser needs to bucket a visitor (no labels: those are rendered with the page).
 */
export function runningSplitTest(config: {
  flags: { split_testing: boolean };
  split_test: { name: string; variants: readonly SplitTestVariant[] } | null;
}): SplitTestDefinition | null {
  if (!config.flags.split_testing || !config.split_test) return null;
  return {
    name: config.split_test.name,
    variants: config.split_test.variants.map(({ id, weight }) => ({ id, weight })),
  };
}
