import { attributionLines, readLeadAttribution, sourceLabel } from "@/domain/leads/attribution";
import type { StoredLeadPayload } from "@/domain/leads/stored-lead-payload";
import { dropNonXmlChars, escapeAttribute, escapeMarkup } from "@/domain/security/escape-markup";

// ADF 1.0 (Auto-lead Data Format), the XML that dealer CRMs ingest. One document per
// delivery; `id` is the stable lead id receivers de-duplicate on, `status`
// is "resend" when the same lead is delivered again.

interface AdfVehicle {
  year?: number | string;
  make?: string;
  model?: string;
  vin?: string;
  stocknum?: string;
  /** Money is cents everywhere in Forecourt. */
  priceCents?: number;
  /** new | used | demo. ADF only knows new and used. */
  car_type?: string;
}

export interface AdfOptions {
  dealerName: string;
  /** The car the lead is about; defaults to the lead's own vehicle fields. */
  vehicle?: AdfVehicle;
  status: "new" | "resend";
  id: string;
  requestDate: Date | string;
  /** Currency AUD. */
  currency?: string;
}

/** The lead ADF carries: the lead as stored (the body's fields fit too). */
export type AdfLead = Readonly<StoredLeadPayload>;

const ADF_SOURCE = "Forecourt";

function str(value: unknown): string | undefined {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value !== "string") return undefined;
  // Drop unencodable characters before deciding whether anything is left to send.
  const trimmed = dropNonXmlChars(value).trim();
  return trimmed === "" ? undefined : trimmed;
}

function element(name: string, value: string | undefined, attributes = ""): string {
  return value === undefined ? "" : `<${name}${attributes}>${escapeMarkup(value)}</${name}>`;
}

function attr(name: string, value: string): string {
  return ` ${name}="${escapeAttribute(value)}"`;
}

function dollars(cents: number): string {
  return Number.isInteger(cents / 100) ? String(cents / 100) : (cents / 100).toFixed(2);
}

function vehicleFromLead(lead: AdfLead): AdfVehicle {
  return {
    year: str(lead.year),
    make: str(lead["Vehicle Make"]),
    model: str(lead["Vehicle Model"]),
    vin: str(lead.vin),
    stocknum: str(lead.stock_number),
    car_type: str(lead.car_type),
  };
}

/**
 * Builds an ADF 1.0 document for a lead. Children follow the ADF DTD order (vin before
 * stock). A vehicle element is always present because the DTD requires one; its
 * status is "used" for used cars and "new" otherwise (demos are sold as new).
 */
export function buildAdfXml(lead: AdfLead, options: AdfOptions): string {
  const vehicle = options.vehicle ?? vehicleFromLead(lead);
  const requestDate =
    options.requestDate instanceof Date ? options.requestDate.toISOString() : options.requestDate;
  const vehicleStatus = str(vehicle.car_type)?.toLowerCase() === "used" ? "used" : "new";
  const price =
    vehicle.priceCents !== undefined && Number.isFinite(vehicle.priceCents)
      ? element(
          "price",
          dollars(vehicle.priceCents),
          `${attr("type", "asking")}${attr("currency", options.currency ?? "AUD")}`,
        )
      : "";

  const first = str(lead.first_name);
  const last = str(lead.last_name);
  const names =
    first !== undefined || last !== undefined
      ? element("name", first, attr("part", "first")) + element("name", last, attr("part", "last"))
      : `<name${attr("part", "full")}>${escapeMarkup(str(lead.name) ?? "")}</name>`;
  const postcode = str(lead.postcode);
  // Where the lead came from: the source names the provider's service, and the
  // click ids and campaign follow the shopper's message in the comments (ADF 1.0 has no
  // element of its own for them; both places are in its DTD, so every CRM accepts them).
  const attribution = readLeadAttribution(lead.attribution);
  const comments = [str(lead.message), attributionLines(attribution).join("\n") || undefined]
    .filter((part) => part !== undefined)
    .join("\n\n");

  return [
    '<?xml version="1.0"?>',
    '<?adf version="1.0"?>',
    "<adf>",
    `<prospect${attr("status", options.status)}>`,
    `<id${attr("sequence", "1")}${attr("source", ADF_SOURCE)}>${escapeMarkup(options.id)}</id>`,
    `<requestdate>${escapeMarkup(requestDate)}</requestdate>`,
    `<vehicle${attr("interest", "buy")}${attr("status", vehicleStatus)}>` +
      element("year", str(vehicle.year)) +
      element("make", str(vehicle.make)) +
      element("model", str(vehicle.model)) +
      element("vin", str(vehicle.vin)) +
      element("stock", str(vehicle.stocknum)) +
      price +
      "</vehicle>",
    "<customer>",
    "<contact>" +
      names +
      element("email", str(lead.email)) +
      // A mobile in its E.164 form, typed so the CRM can text it (mobile_e164); else the dialable
      // E.164 form (phone_e164); older leads carry only the typed phone.
      (str(lead.mobile_e164) !== undefined
        ? element("phone", str(lead.mobile_e164), attr("type", "cellphone"))
        : element("phone", str(lead.phone_e164) ?? str(lead.phone))) +
      (postcode === undefined ? "" : `<address>${element("postalcode", postcode)}</address>`) +
      "</contact>",
    element("comments", str(comments)),
    "</customer>",
    `<vendor>${element("vendorname", str(options.dealerName))}</vendor>`,
    `<provider><name${attr("part", "full")}>${ADF_SOURCE}</name>` +
      element("service", attribution ? sourceLabel(attribution.source) : undefined) +
      "</provider>",
    "</prospect>",
    "</adf>",
  ]
    .filter((line) => line !== "")
    .join("\n");
}
