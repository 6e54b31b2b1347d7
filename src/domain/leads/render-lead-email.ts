// The dealer email for a lead (DESIGN 5 "dealer email"): plain text, every field the
// visitor gave under its own label, so nothing needs a CRM to be read.

import { attributionLines, readLeadAttribution } from "@/domain/leads/attribution";
import type { StoredLeadPayload } from "@/domain/leads/stored-lead-payload";
export interface LeadEmailContext {
  siteName: string;
  leadId: number;
  prospectStatus: "new" | "resend";
}

// Shown first, in this order; everything else follows alphabetically.
const LEADING_FIELDS = [
  "category",
  "subcategory",
  "name",
  "email",
  "phone",
  "phone_e164",
  "mobile_e164",
  "postcode",
  "message",
  "dealership_slug",
  "Vehicle Make",
  "Vehicle Model",
  "car_id",
  "stock_number",
  "dateTime",
];
// Technical fields a salesperson does not need in the body.
const OMITTED = new Set([
  "lead_id",
  "first_name",
  "last_name",
  "middle_name",
  "user_agent",
  "visited_pages",
  "skipped_steps",
  "form_id",
  "source",
  // Shown in its own section, "Where this lead came from".
  "attribution",
]);

function show(value: unknown): string | null {
  if (value === null || value === undefined || value === "") return null;
  if (Array.isArray(value)) return value.length === 0 ? null : value.map(String).join(", ");
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>);
    return entries.length === 0 ? null : entries.map(([k, v]) => `${k}=${String(v)}`).join(", ");
  }
  return String(value);
}

// Keys whose generated label would read badly.
const LABELS: Record<string, string> = { phone_e164: "Phone (E.164)", mobile_e164: "Mobile (E.164)" };

function label(key: string): string {
  if (LABELS[key] !== undefined) return LABELS[key];
  const spaced = key.replace(/[_-]+/g, " ").trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

export function renderLeadEmail(
  lead: Readonly<StoredLeadPayload>,
  ctx: LeadEmailContext,
): { subject: string; text: string } {
  const category = show(lead.category) ?? "Enquiry";
  const name = show(lead.name) ?? "a visitor";
  const prefix = ctx.prospectStatus === "resend" ? "Updated: " : "";
  const incomplete = lead.lead_status === "Incomplete" ? " (incomplete)" : "";
  const subject = `${prefix}${category} from ${name}${incomplete} – ${ctx.siteName}`;

  const keys = [
    ...LEADING_FIELDS.filter((key) => key in lead),
    ...Object.keys(lead)
      .filter((key) => !LEADING_FIELDS.includes(key) && !OMITTED.has(key))
      .sort((a, b) => a.localeCompare(b)),
  ];
  const lines = keys.flatMap((key) => {
    const value = show(lead[key]);
    return value === null ? [] : [`${label(key)}: ${value}`];
  });
  const pages = Array.isArray(lead.visited_pages) ? lead.visited_pages.map(String) : [];
  const text = [
    `${prefix}${category}${incomplete} for ${ctx.siteName}`,
    `Lead #${ctx.leadId}`,
    "",
    ...lines,
    ...sourceSection(lead),
    ...(pages.length > 0 ? ["", "Pages visited:", ...pages.map((page) => `  ${page}`)] : []),
    "",
  ].join("\n");
  return { subject, text };
}

/** The "Where this lead came from" section (issue 32): a blank line, then attributionLines. */
function sourceSection(lead: Readonly<StoredLeadPayload>): string[] {
  const section = attributionLines(readLeadAttribution(lead.attribution));
  return section.length > 0 ? ["", ...section] : [];
}
