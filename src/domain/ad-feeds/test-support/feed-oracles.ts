// What the platforms document, written here apart from the feed writers so the tests do not
// take the writers' word for it. Each feed is read with a real parser (saxes for XML, csv-parse
// for CSV) and every item checked against its platform's required attributes and formats.
import { parse } from "csv-parse/sync";
import { at, childrenNamed, parseXml, textOf, type XmlElement } from "@/domain/leads/test-support/parse-xml";

/** Google Merchant Center, vehicle ads: the attributes every item must carry, and their formats. */
const GOOGLE_REQUIRED: Record<string, RegExp> = {
  "g:id": /^\S{1,50}$/,
  "g:title": /^.{1,150}$/s,
  "g:link": /^https?:\/\/[^\s]+$/,
  "g:image_link": /^https?:\/\/[^\s]+$/,
  "g:price": /^\d+\.\d{2} (AUD|NZD|USD)$/,
  "g:condition": /^(new|used)$/,
  "g:brand": /^.{1,70}$/s,
  "g:model": /^.+$/s,
  "g:year": /^\d{4}$/,
  "g:mileage": /^\d+ (km|miles)$/,
  "g:vin": /^[A-HJ-NPR-Z0-9]{17}$/,
  "g:store_code": /^.{1,64}$/,
};

/** The feed's items, or the first way the document breaks Google's shape. */
export function googleItems(xml: string): XmlElement[] {
  const doc = parseXml(xml);
  if (doc.root.name !== "rss" || doc.root.attributes["xmlns:g"] !== "http://base.google.com/ns/1.0") {
    throw new Error("not an RSS 2.0 document in Google's namespace");
  }
  const channel = at(doc.root, "channel");
  if (!channel) throw new Error("no channel");
  return childrenNamed(channel, "item");
}

/** The documented required attributes an item lacks or has in the wrong form ([] when none). */
export function googleItemProblems(item: XmlElement): string[] {
  const problems: string[] = [];
  for (const [name, format] of Object.entries(GOOGLE_REQUIRED)) {
    const found = childrenNamed(item, name);
    if (found.length !== 1) problems.push(`${name}: ${found.length === 0 ? "missing" : "repeated"}`);
    else if (!format.test(textOf(found[0]) ?? ""))
      problems.push(`${name}: ${JSON.stringify(textOf(found[0]))}`);
  }
  return problems;
}

/** Meta's automotive catalog: the columns every row must fill, and their formats. */
const META_REQUIRED: Record<string, RegExp> = {
  vehicle_id: /^.{1,100}$/,
  title: /^.{1,500}$/s,
  description: /^.{1,5000}$/s,
  url: /^https?:\/\/[^\s]+$/,
  make: /^.{1,100}$/,
  model: /^.{1,100}$/,
  year: /^\d{4}$/,
  "mileage.value": /^\d+$/,
  "mileage.unit": /^(KM|MI)$/,
  "image[0].url": /^https?:\/\/[^\s]+$/,
  body_style:
    /^(CONVERTIBLE|COUPE|CROSSOVER|ESTATE|GRANDTOURER|HATCHBACK|MINIBUS|MINIVAN|MPV|PICKUP|ROADSTER|SALOON|SEDAN|SMALL_CAR|SPORTSCAR|SUPERCAR|SUPERMINI|SUV|TRUCK|VAN|WAGON|OTHER|NONE)$/,
  price: /^\d+\.\d{2} (AUD|NZD|USD)$/,
  exterior_color: /^.{1,100}$/,
  state_of_vehicle: /^(NEW|USED|CPO)$/,
  "address.addr1": /^.+$/,
  "address.city": /^.+$/,
  "address.region": /^.+$/,
  "address.country": /^[A-Z]{2}$/,
  latitude: /^-?\d+(\.\d+)?$/,
  longitude: /^-?\d+(\.\d+)?$/,
};

/** The catalog's rows as records by column, read by csv-parse (strict: every row as wide as the header). */
export function metaRows(csv: string): Record<string, string>[] {
  return parse(csv, { columns: true, skip_empty_lines: false, relax_column_count: false }) as Record<
    string,
    string
  >[];
}

export function metaRowProblems(row: Record<string, string>): string[] {
  return Object.entries(META_REQUIRED).flatMap(([column, format]) =>
    format.test(row[column] ?? "") ? [] : [`${column}: ${JSON.stringify(row[column] ?? null)}`],
  );
}
