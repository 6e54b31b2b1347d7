const SERVICE_SUFFIX = " - Service";

/**
 * SPEC §5: on one site variant, select labels lose a trailing ' - Service' (for example
 * a location list whose service departments are named "Northside - Service"). Only the
 * label changes; the option's value is what gets sent.
 */
export function stripServiceSuffix(label: string): string {
  return label.endsWith(SERVICE_SUFFIX) ? label.slice(0, -SERVICE_SUFFIX.length) : label;
}
