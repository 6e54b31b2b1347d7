// A valid visitor for form tests: the contact fields every enquiry form has.
export const sampleContact = {
  first_name: "Jo",
  last_name: "Bloggs",
  email: "jo@example.com",
  phone: "0411 222 333",
  opt_in: true,
} as const;

/** Issues of a failed zod parse as { "field.path": message }, or {} when it passed. */
export function issuesByPath(
  result:
    | { success: true }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } },
): Record<string, string> {
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.map(String).join("."), issue.message]),
  );
}
