// What a shopper typed into a server-rendered form before its code arrived (and where the focus
// was), and putting it back into the live form once the island has hydrated: React's hydration
// keeps the typed text, but the form library then sets each field to its default.

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface FormSnapshot {
  values: Map<string, string | boolean>;
  focusId: string | null;
}

/** What the shopper typed into the server's form before its code arrived, and where focus was. */
export function snapshotForm(root: HTMLElement): FormSnapshot {
  const values = new Map<string, string | boolean>();
  for (const field of root.querySelectorAll<Field>("input[id], textarea[id], select[id]")) {
    if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
      if (field.checked !== field.defaultChecked) values.set(field.id, field.checked);
    } else if (field instanceof HTMLSelectElement) {
      // A list the markup leaves unchosen shows its first option.
      const drawn = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
      if (field.value !== (drawn?.value ?? "")) values.set(field.id, field.value);
    } else if (field.type !== "file" && field.value !== field.defaultValue) {
      // Only what differs from the server's markup: a value the page drew (kept after a post) is not typed.
      values.set(field.id, field.value);
    }
  }
  const active = document.activeElement;
  return { values, focusId: active && root.contains(active) ? active.id || null : null };
}

/** Puts a snapshot back into the live form, as if typed (so the form's code sees it too). */
export function restoreForm(root: HTMLElement, { values, focusId }: FormSnapshot) {
  const fields = new Map(
    [...root.querySelectorAll<Field>("input[id], textarea[id], select[id]")].map((field) => [
      field.id,
      field,
    ]),
  );
  for (const [id, value] of values) {
    const field = fields.get(id);
    if (!field) continue;
    if (typeof value === "boolean") {
      if ((field as HTMLInputElement).checked !== value) (field as HTMLInputElement).click();
      continue;
    }
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set;
    setter?.call(field, value);
    field.dispatchEvent(new Event("input", { bubbles: true }));
    field.dispatchEvent(new Event("change", { bubbles: true }));
  }
  const focused = focusId ? root.ownerDocument.getElementById(focusId) : null;
  if (focused && root.contains(focused)) focused.focus();
}
