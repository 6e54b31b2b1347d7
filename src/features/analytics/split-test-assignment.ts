import { splitTestVariant } from "@/domain/site/split-test";
import { readSiteClientConfig } from "@/features/analytics/site-client-config";
import { deviceId } from "@/features/analytics/visitor-ids";

/**
 * Split testing in the browser. The variant is worked out here, from the device id,
 * never on the server, so a cached page is the same page for every visitor. Two marks are
 * kept: on the device, the experiment it has been shown (from then on its events carry the
 * variant); in the session, that the exposure event has been sent (once per session).
 */

const SHOWN_KEY = "forecourt-split-test-shown";
const SESSION_EXPOSURE_KEY = "forecourt-split-test-exposed";

export interface SplitTestAssignment {
  experiment: string;
  experiment_variant: string;
}

/** This device's variant of the site's running experiment, or null when none runs. */
export function splitTestAssignment(): SplitTestAssignment | null {
  const test = readSiteClientConfig()?.split_test;
  if (!test) return null;
  const variant = splitTestVariant(test, deviceId());
  return variant === null ? null : { experiment: test.name, experiment_variant: variant };
}

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string): void {
  try {
    storage().setItem(key, value);
  } catch {
    // Storage unavailable: the variant is still shown, it is just not remembered.
  }
}

/** The assignment, if this device has been shown the running experiment's varied element. */
export function shownSplitTest(): SplitTestAssignment | null {
  const assignment = splitTestAssignment();
  if (!assignment || read(() => window.localStorage, SHOWN_KEY) !== assignment.experiment) return null;
  return assignment;
}

/**
 * Marks the device as shown the experiment. True when this is the session's first exposure,
 * so the caller sends the exposure event once per session.
 */
export function markSplitTestShown(assignment: SplitTestAssignment): boolean {
  write(() => window.localStorage, SHOWN_KEY, assignment.experiment);
  if (read(() => window.sessionStorage, SESSION_EXPOSURE_KEY) === assignment.experiment) return false;
  write(() => window.sessionStorage, SESSION_EXPOSURE_KEY, assignment.experiment);
  return true;
}
