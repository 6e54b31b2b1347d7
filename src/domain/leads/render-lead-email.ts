// The dealer email for a lead ("dealer email"): an email a
// salesperson can act on without a CRM. It leads with the customer (name, and phone and email
// as links), then the vehicle (photo, title, price, stock number, link), then the request in
// words, then the remaining details under the form's own labels. Money is shown in the site's
// currency. It is sent as HTML with a plain-text alternative carrying the same content; every
// value the shopper typed is escaped in the HTML.

import type { Market } from "@/domain/config/site-config";
import { attributionLines, readLeadAttribution } from "@/domain/leads/attribution";
import type { FormDefinition, FormField } from "@/domain/leads/form-definition";
import { formDefinitionById } from "@/domain/leads/forms/form-registry";
import { marketWords } from "@/domain/leads/market-words";
import { postcodeRule } from "@/domain/leads/postcode-rules";
import type { StoredLeadPayload } from "@/domain/leads/stored-lead-payload";
import { escapeMarkup } from "@/domain/security/escape-markup";
import { localeFor } from "@/domain/site/locale";
import { formatMoney } from "@/domain/stock/format-price";

type Currency = "AUD" | "NZD" | "USD";

/** The car a lead is about, as the email shows it (absolute links, price in cents). */
export interface LeadEmailVehicle {
  title: string;
  priceCents: number | null;
  stocknum: string | null;
  /** The car's page on the dealer's site (absolute), when the site has an address. */
  url: string | null;
  /** The car's first photo (absolute http(s) URL). */
  imageUrl: string | null;
}

export interface LeadEmailContext {
  siteName: string;
  leadId: number;
  prospectStatus: "new" | "resend";
  /**
   * The site's market: labels are in its words (a US dealer reads "License plate", "Odometer
   * (miles)", "ZIP code", as the shopper's form said) and amounts in its currency. Default AU.
   */
  market?: Market;
  vehicle?: LeadEmailVehicle | null;
}

export interface RenderedLeadEmail {
  subject: string;
  text: string;
  html: string;
}

// Technical fields a salesperson does not need (they stay in the stored lead, ADF, webhooks).
const OMITTED = new Set([
  "lead_id",
  "name",
  "first_name",
  "last_name",
  "middle_name",
  "email",
  "phone",
  "phone_e164",
  "mobile_e164",
  "message",
  "category",
  "subcategory",
  "user_agent",
  "visited_pages",
  "skipped_steps",
  "form_id",
  "source",
  "attribution",
  "car_id",
  "page_id",
  "step_number",
  "lead_status",
  "form_completed",
  "has_files",
  "location_id",
  "website_slug",
  "dealership_slug",
  "manufacturer_slug",
  "linked_query_params",
  "vehicle_status",
  "stock_number",
  "Vehicle Make",
  "Vehicle Model",
  "car_type",
  "deposit_currency",
  "source_lead_id",
  "autogauge_enabled",
  "accept_terms",
]);

/**
 * Labels for fields no form defines (the reservation's, the spec's own), in Australian words;
 * marketWords puts them in the site's (the postcode's label is the market's own).
 */
const LABELS: Record<string, string> = {
  opt_in: "Marketing opt-in",
  url: "Sent from page",
  dateTime: "Preferred date and time",
  Rego: "Registration",
  regoState: "State of registration",
  location: "Location",
  "where-did-you-hear-about-us": "Heard about us through",
  additional_services: "Additional services",
  privacy_consent: "Privacy collection notice",
  credit_check_consent: "Consent to a credit check",
  deposit_amount: "Deposit paid",
  reservation_id: "Reservation",
  payment_provider: "Paid with",
  payment_id: "Payment reference",
  hire_days: "Days",
  hire_daily_rate: "Daily rate",
  hire_total: "Total for the hire",
};

/** Fields that hold an amount in cents (the reservation's deposit). */
const CENTS_FIELDS = new Set(["deposit_amount"]);

function text(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return value.trim() === "" ? null : value.trim();
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : null;
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (Array.isArray(value)) {
    const items = value.map(text).filter((item): item is string => item !== null);
    return items.length === 0 ? null : items.join(", ");
  }
  return null;
}

function generatedLabel(key: string): string {
  const spaced = key.replace(/[_-]+/g, " ").trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** A form's answer in the form's words: an option's label, an amount as money. */
function fieldValue(
  field: FormField | undefined,
  value: unknown,
  currency: Currency,
  market: Market,
): string | null {
  const shown = text(value);
  if (shown === null) return null;
  if (field?.type === "currency") {
    const amount = Number(String(value).replace(/[^0-9.]/g, ""));
    return Number.isFinite(amount) && String(value).trim() !== ""
      ? formatMoney(amount * 100, currency)
      : shown;
  }
  const options = field?.options;
  if (options && options.length > 0) {
    const values = Array.isArray(value) ? value.map(String) : [String(value)];
    return values
      .map((v) => {
        const label = options.find((option) => option.value === v)?.label;
        return label === undefined ? v : marketWords(label, market);
      })
      .join(", ");
  }
  return shown;
}

interface Detail {
  label: string;
  value: string;
}

/** The remaining answers: the form's fields in its order, then anything else alphabetically. */
/** A field's label in the market's words: the form's (or the table's) label, the market's postcode. */
function detailLabel(key: string, field: FormField | undefined, market: Market): string {
  if (key === "postcode" || field?.type === "postcode") return postcodeRule(market).label;
  return marketWords(LABELS[key] ?? field?.label ?? generatedLabel(key), market);
}

function details(
  lead: Readonly<StoredLeadPayload>,
  form: FormDefinition | undefined,
  currency: Currency,
  market: Market,
) {
  const fields = form?.steps.flatMap((step) => step.fields) ?? [];
  const byName = new Map(fields.map((field) => [field.name, field]));
  const ordered = [
    ...fields.map((field) => field.name).filter((name, i, all) => all.indexOf(name) === i && name in lead),
    ...Object.keys(lead)
      .filter((key) => !byName.has(key))
      .sort((a, b) => a.localeCompare(b)),
  ];
  return ordered.flatMap((key): Detail[] => {
    if (OMITTED.has(key)) return [];
    const field = byName.get(key);
    if (field?.type === "hidden" || field?.type === "button") return [];
    const raw = lead[key];
    const value =
      CENTS_FIELDS.has(key) && typeof raw === "number"
        ? formatMoney(raw, currencyOf(lead.deposit_currency) ?? currency)
        : fieldValue(field, raw, currency, market);
    if (value === null) return [];
    return [{ label: detailLabel(key, field, market), value }];
  });
}

function customerName(lead: Readonly<StoredLeadPayload>): string | null {
  const name = text(lead.name);
  if (name && name !== "undefined undefined") return name;
  const parts = [lead.first_name, lead.middle_name, lead.last_name].map(text).filter((p) => p !== null);
  return parts.length > 0 ? parts.join(" ") : null;
}

function vehicleTitle(lead: Readonly<StoredLeadPayload>, ctx: LeadEmailContext): string | null {
  if (ctx.vehicle) return ctx.vehicle.title;
  const parts = [lead.year, lead["Vehicle Make"], lead["Vehicle Model"]].map(text).filter((p) => p !== null);
  return parts.length > 0 ? parts.join(" ") : null;
}

/** The request in words: what the customer wants, in one sentence. */
function requestSentence(
  lead: Readonly<StoredLeadPayload>,
  ctx: LeadEmailContext,
  who: string,
  currency: Currency,
  market: Market,
): string {
  const category = text(lead.category) ?? "Enquiry";
  const car = vehicleTitle(lead, ctx);
  const about = car ? ` the ${car}` : "";
  const when = text(lead.dateTime);
  const lower = category.toLowerCase();
  const deposit =
    typeof lead.deposit_amount === "number"
      ? formatMoney(lead.deposit_amount, currencyOf(lead.deposit_currency) ?? currency)
      : null;
  const paid = deposit ? ` and paid a deposit of ${deposit}` : "";
  if (lead.form_id === "reserve-car" || lower === "reserve car") {
    return `${who} reserved${about || " a car"} online${paid}.`;
  }
  if (lead.form_id === "purchase" || lower === "online purchase") {
    return lead.lead_status === "Incomplete"
      ? `${who} started buying${about || " a car"} online and has not finished yet.`
      : `${who} wants to buy${about || " a car"} online${paid}.`;
  }
  if (lead.form_id === "hire-booking") {
    const from = text(lead.pickup_at)?.replace("T", " ");
    const until = text(lead.return_at)?.replace("T", " ");
    const total = text(lead.hire_total);
    const days = text(lead.hire_days);
    return `${who} would like to hire${about || " a car"}${from && until ? ` from ${from} to ${until}` : ""}${total ? ` (${days} day${days === "1" ? "" : "s"}, ${total} in total)` : ""}.`;
  }
  if (lead.form_id === "vehicle-subscription") {
    const plan = text(lead.subscription_plan);
    return `${who} would like to subscribe to${about || " a car"}${plan ? ` on the ${plan} plan` : ""}.`;
  }
  if (lower.includes("test drive")) {
    return `${who} would like to test drive${about || " a car"}${when ? ` on ${when}` : ""}.`;
  }
  if (lower.includes("service")) {
    const rego = text(lead.Rego);
    const plate = marketWords("registration", market);
    return `${who} would like to book a service${car ? ` for their ${car}` : ""}${rego ? ` (${plate} ${rego})` : ""}${when ? ` on ${when}` : ""}.`;
  }
  if (lower.includes("finance")) return `${who} is asking about finance${car ? ` for the ${car}` : ""}.`;
  if (lower.includes("trade-in") || lower.includes("sell my car")) {
    return `${who} would like a valuation of their car${car ? ` (${car})` : ""}.`;
  }
  if (lower.includes("parts")) return `${who} is asking about parts${car ? ` for the ${car}` : ""}.`;
  return `${who} sent ${/^[aeiou]/i.test(category) ? "an" : "a"} ${category}${car ? ` about the ${car}` : ""}.`;
}

function currencyOf(value: unknown): Currency | null {
  return value === "AUD" || value === "NZD" || value === "USD" ? value : null;
}

function isHttpUrl(value: string | null | undefined): value is string {
  return typeof value === "string" && /^https?:\/\/[^\s"'<>]+$/i.test(value);
}

/** A phone as a tel: link target: its E.164 form, else the digits and a leading plus. */
function telTarget(lead: Readonly<StoredLeadPayload>): string | null {
  const e164 = text(lead.phone_e164);
  if (e164) return e164;
  const typed = text(lead.phone);
  const digits = typed?.replace(/[^\d+]/g, "") ?? "";
  return digits === "" ? null : digits;
}

const e = escapeMarkup;

export function renderLeadEmail(lead: Readonly<StoredLeadPayload>, ctx: LeadEmailContext): RenderedLeadEmail {
  const market = ctx.market ?? "AU";
  const { currency } = localeFor(market);
  const postcodeLabel = postcodeRule(market).label;
  const category = text(lead.category) ?? "Enquiry";
  const name = customerName(lead);
  const prefix = ctx.prospectStatus === "resend" ? "Updated: " : "";
  const incomplete = lead.lead_status === "Incomplete" ? " (incomplete)" : "";
  const subject = `${prefix}${category} from ${name ?? "a visitor"}${incomplete} – ${ctx.siteName}`;
  const heading = `${prefix}${category}${incomplete} for ${ctx.siteName}`;

  const email = text(lead.email);
  const phone = text(lead.phone);
  const tel = telTarget(lead);
  const postcode = text(lead.postcode);
  const mobile = text(lead.mobile_e164);
  const request = requestSentence(lead, ctx, name ?? "A visitor", currency, market);
  const message = text(lead.message);
  const form = typeof lead.form_id === "string" ? formDefinitionById(lead.form_id) : undefined;
  const rest = details(lead, form, currency, market);
  const vehicle = vehicleBlock(lead, ctx, currency);
  const source = attributionLines(readLeadAttribution(lead.attribution));
  const pages = Array.isArray(lead.visited_pages) ? lead.visited_pages.map(String) : [];
  const updateNote =
    ctx.prospectStatus === "resend"
      ? "This enquiry was sent to you before; it has been updated with the customer's later answers."
      : null;

  const textBody = [
    heading,
    `Lead #${ctx.leadId}`,
    ...(updateNote ? [updateNote] : []),
    "",
    "Customer",
    `Name: ${name ?? "(not given)"}`,
    ...(phone ? [`Phone: ${phone}${tel && tel !== phone ? ` (${tel})` : ""}`] : []),
    ...(mobile && mobile !== tel ? [`Mobile: ${mobile}`] : []),
    ...(email ? [`Email: ${email}`] : []),
    ...(postcode ? [`${postcodeLabel}: ${postcode}`] : []),
    ...(vehicle
      ? [
          "",
          "Vehicle",
          vehicle.title,
          ...(vehicle.price ? [`Price: ${vehicle.price}`] : []),
          ...(vehicle.stocknum ? [`Stock number: ${vehicle.stocknum}`] : []),
          ...(vehicle.url ? [`Link: ${vehicle.url}`] : []),
        ]
      : []),
    "",
    "Request",
    request,
    ...(message ? ["", `Message: ${message}`] : []),
    ...(rest.length > 0 ? ["", "Details", ...rest.map((d) => `${d.label}: ${d.value}`)] : []),
    ...(source.length > 0 ? ["", ...source] : []),
    ...(pages.length > 0 ? ["", "Pages visited:", ...pages.map((page) => `  ${page}`)] : []),
    "",
  ].join("\n");

  const row = (label: string, valueHtml: string) =>
    `<tr><th align="left" valign="top" style="padding:2px 12px 2px 0;color:#555;font-weight:normal">${e(label)}</th><td style="padding:2px 0">${valueHtml}</td></tr>`;
  const section = (title: string, body: string) =>
    `<h2 style="font-size:16px;margin:20px 0 6px">${e(title)}</h2>${body}`;
  const table = (rows: string[]) =>
    `<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse">${rows.join("")}</table>`;

  const customerRows = [
    row("Name", `<strong>${e(name ?? "(not given)")}</strong>`),
    ...(phone ? [row("Phone", tel ? `<a href="tel:${e(tel)}">${e(phone)}</a>` : e(phone))] : []),
    ...(mobile && mobile !== tel ? [row("Mobile", `<a href="tel:${e(mobile)}">${e(mobile)}</a>`)] : []),
    ...(email ? [row("Email", `<a href="mailto:${e(encodeURI(email))}">${e(email)}</a>`)] : []),
    ...(postcode ? [row(postcodeLabel, e(postcode))] : []),
  ];
  const vehicleHtml = vehicle
    ? section(
        "Vehicle",
        [
          vehicle.imageUrl
            ? `<p style="margin:0 0 8px"><img src="${e(vehicle.imageUrl)}" alt="${e(vehicle.title)}" width="320" style="max-width:100%;height:auto;border-radius:4px"></p>`
            : "",
          `<p style="margin:0 0 4px;font-size:16px"><strong>${
            vehicle.url ? `<a href="${e(vehicle.url)}">${e(vehicle.title)}</a>` : e(vehicle.title)
          }</strong></p>`,
          table([
            ...(vehicle.price ? [row("Price", e(vehicle.price))] : []),
            ...(vehicle.stocknum ? [row("Stock number", e(vehicle.stocknum))] : []),
          ]),
        ].join(""),
      )
    : "";
  const html = [
    "<!doctype html>",
    `<html lang="en"><head><meta charset="utf-8"><title>${e(subject)}</title></head>`,
    `<body style="margin:0;padding:16px;font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:1.45;color:#111">`,
    `<h1 style="font-size:20px;margin:0 0 4px">${e(heading)}</h1>`,
    `<p style="margin:0;color:#555">Lead #${ctx.leadId}</p>`,
    updateNote ? `<p style="margin:8px 0 0;color:#8a4b00"><strong>${e(updateNote)}</strong></p>` : "",
    section("Customer", table(customerRows)),
    vehicleHtml,
    section(
      "Request",
      `<p style="margin:0">${e(request)}</p>${
        message
          ? `<blockquote style="margin:8px 0 0;padding:8px 12px;border-left:3px solid #ccc;white-space:pre-wrap">${e(message)}</blockquote>`
          : ""
      }`,
    ),
    rest.length > 0 ? section("Details", table(rest.map((d) => row(d.label, e(d.value))))) : "",
    source.length > 0
      ? section(
          "Where this lead came from",
          `<p style="margin:0">${source
            .slice(1)
            .map((line) => e(line))
            .join("<br>")}</p>`,
        )
      : "",
    pages.length > 0
      ? section(
          "Pages visited",
          `<ol style="margin:0;padding-left:20px">${pages.map((p) => `<li>${e(p)}</li>`).join("")}</ol>`,
        )
      : "",
    "</body></html>",
    "",
  ].join("\n");
  return { subject, text: textBody, html };
}

function vehicleBlock(lead: Readonly<StoredLeadPayload>, ctx: LeadEmailContext, currency: Currency) {
  const title = vehicleTitle(lead, ctx);
  if (!title) return null;
  const stocknum = ctx.vehicle?.stocknum ?? text(lead.stock_number);
  const priceCents = ctx.vehicle?.priceCents ?? null;
  return {
    title,
    price: priceCents !== null && priceCents > 0 ? formatMoney(priceCents, currency) : null,
    stocknum,
    url: isHttpUrl(ctx.vehicle?.url) ? ctx.vehicle.url : null,
    imageUrl: isHttpUrl(ctx.vehicle?.imageUrl) ? ctx.vehicle.imageUrl : null,
  };
}
