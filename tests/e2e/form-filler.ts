import type { Locator, Page } from "@playwright/test";
import type { FormField } from "../../src/domain/leads/form-definition";

// Fills a lead form from its definition, the way a shopper would: each field of a step found
// by its name on the page, given a value valid for its type on every demo site. Used by the
// form matrix (form-matrix.spec.ts) and the screenshots of each form step (brand.spec.ts).

/** Only the required fields, or every field the form shows (each box ticked, each file attached). */
export type Variant = "required" | "every";

export const MARKET_VALUES = {
  AU: { phone: "0412 345 678", postcode: "2000" },
  NZ: { phone: "021 234 5678", postcode: "1010" },
  US: { phone: "(512) 555-0147", postcode: "78701" },
} as const;

/** What a field of this definition type is filled with (valid on every demo site). */
function valueFor(field: FormField, market: keyof typeof MARKET_VALUES, marker: string): string {
  const local = MARKET_VALUES[market];
  switch (field.type) {
    case "email":
      return marker;
    case "phone":
      return local.phone;
    case "postcode":
      return local.postcode;
    case "year":
      return "2019";
    case "currency":
    case "kilometre":
    case "number":
    case "distance":
      return "32000";
    case "rego":
      return "ABC123";
    case "dob":
      return "1990-05-15";
    case "date-time":
      return "2031-03-14T10:30";
    case "textarea":
      return `Sent by the form matrix (${marker}).`;
    case "model":
      return "Corolla";
    default:
      break;
  }
  if (field.name === "first_name") return "Ann";
  if (field.name === "middle_name") return "Mae";
  if (field.name === "last_name") return "Lee";
  if (field.name === "abn") return "51824753556";
  if (field.name === "vin") return "JTDBR32E720123456";
  return "Matrix answer";
}

interface Shown {
  name: string;
  kind: "text" | "select" | "checkbox" | "checkboxes" | "radio" | "file" | "absent";
  required: boolean;
  filled: boolean;
  options: string[];
}

/** How each field of a step is on screen now: its kind, whether it is required and filled. */
async function describeStep(form: Locator, fields: readonly FormField[]): Promise<Shown[]> {
  const names = fields
    .filter((f) => f.type !== "hidden" && !f.hidden && f.type !== "button")
    .map((f) => f.name);
  return form.evaluate((root, names: string[]) => {
    return names.map((name) => {
      const els = [...root.querySelectorAll<HTMLElement>(`[name="${CSS.escape(name)}"]`)].filter(
        (el) => !el.closest("noscript") && (el as HTMLInputElement).type !== "hidden",
      );
      const first = els[0];
      const none = { name, kind: "absent" as const, required: false, filled: false, options: [] };
      if (!first || first.closest("[hidden]")) return none;
      const required = first.getAttribute("aria-required") === "true";
      if (first instanceof HTMLSelectElement) {
        const options = [...first.options].filter((o) => o.value !== "" && !o.disabled).map((o) => o.value);
        return { name, kind: "select" as const, required, filled: first.value !== "", options };
      }
      if (first instanceof HTMLInputElement && first.type === "checkbox") {
        const kind = els.length > 1 ? ("checkboxes" as const) : ("checkbox" as const);
        const options = els.map((el) => (el as HTMLInputElement).value);
        return { name, kind, required, filled: els.some((el) => (el as HTMLInputElement).checked), options };
      }
      if (first instanceof HTMLInputElement && first.type === "radio") {
        const options = els.map((el) => (el as HTMLInputElement).value);
        return {
          name,
          kind: "radio" as const,
          required,
          filled: els.some((el) => (el as HTMLInputElement).checked),
          options,
        };
      }
      if (first instanceof HTMLInputElement && first.type === "file") {
        return { name, kind: "file" as const, required, filled: (first.files?.length ?? 0) > 0, options: [] };
      }
      const value = (first as HTMLInputElement | HTMLTextAreaElement).value;
      return { name, kind: "text" as const, required, filled: value.trim() !== "", options: [] };
    });
  }, names);
}

/** Fills one step as the variant says; two passes, for the fields an answer reveals. */
export async function fillStep(
  form: Locator,
  fields: readonly FormField[],
  variant: Variant,
  market: keyof typeof MARKET_VALUES,
  marker: string,
) {
  const byName = new Map(fields.map((f) => [f.name, f]));
  for (let pass = 0; pass < 2; pass++) {
    for (const shown of await describeStep(form, fields)) {
      const field = byName.get(shown.name);
      if (!field || shown.kind === "absent") continue;
      const wanted =
        variant === "every" || shown.required || (shown.kind === "radio" && field.required !== false);
      if (!wanted) continue;
      const input = form.locator(`[name="${shown.name}"]`);
      switch (shown.kind) {
        case "select":
          if (!shown.filled && shown.options[0] !== undefined) await input.selectOption(shown.options[0]);
          break;
        case "radio":
          if (!shown.filled) await input.last().check();
          break;
        case "checkbox":
          // A required box (a consent) is ticked in both variants; an optional one only in "every".
          if (variant === "every" || shown.required) await input.check();
          break;
        case "checkboxes":
          if (variant === "every") for (const box of await input.all()) await box.check();
          break;
        case "file":
          if (!shown.filled)
            await input.setInputFiles({
              name: "matrix.pdf",
              mimeType: "application/pdf",
              buffer: Buffer.from("%PDF-1.4\n% form matrix\n"),
            });
          break;
        case "text":
          if (!shown.filled || field.type === "email") await input.fill(valueFor(field, market, marker));
          break;
      }
    }
  }
}

/** Waits until React has taken the form over, so the form's own script sends it. */
export async function hydratedForm(page: Page, formKey: string): Promise<Locator> {
  const form = page.locator(`form#${formKey}`);
  // The vehicle page's enquiry form loads its code at the first touch: a pointer coming to it.
  await form.scrollIntoViewIfNeeded();
  await form.hover();
  await page.waitForFunction((id) => {
    const el = document.getElementById(id);
    return el !== null && Object.keys(el).some((key) => key.startsWith("__reactFiber"));
  }, formKey);
  return form;
}
