// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { restoreForm, snapshotForm } from "@/features/lead-form/form-snapshot";

/** A server-rendered form: a drawn value, empty fields, a list with and without a drawn choice, a box. */
function serverForm(): HTMLFormElement {
  document.body.innerHTML = `
    <form id="f">
      <input id="f-first" value="">
      <input id="f-kept" value="Kept after a post">
      <textarea id="f-message"></textarea>
      <select id="f-list"><option value="">Choose</option><option value="a">A</option></select>
      <select id="f-drawn"><option value="a">A</option><option value="b" selected>B</option></select>
      <input id="f-box" type="checkbox">
      <input id="f-file" type="file">
    </form>`;
  return document.getElementById("f") as HTMLFormElement;
}

const field = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

describe("snapshotForm", () => {
  const set = (id: string, value: string) => {
    field<HTMLInputElement>(id).value = value;
  };
  const rows: [string, () => void, Record<string, string | boolean>][] = [
    ["nothing touched", () => {}, {}],
    ["a typed name", () => set("f-first", "Ann"), { "f-first": "Ann" }],
    ["a drawn value changed", () => set("f-kept", "New"), { "f-kept": "New" }],
    ["a message", () => set("f-message", "Hi"), { "f-message": "Hi" }],
    ["a list chosen", () => set("f-list", "a"), { "f-list": "a" }],
    ["a drawn choice changed", () => set("f-drawn", "a"), { "f-drawn": "a" }],
    [
      "a box ticked",
      () => {
        field<HTMLInputElement>("f-box").checked = true;
      },
      { "f-box": true },
    ],
  ];
  it.each(rows)("keeps only what differs from the server's markup: %s", (_, touch, expected) => {
    const form = serverForm();
    touch();
    expect(Object.fromEntries(snapshotForm(form).values)).toEqual(expected);
  });

  it("remembers the focused field of the form, and no other", () => {
    const form = serverForm();
    field<HTMLInputElement>("f-first").focus();
    expect(snapshotForm(form).focusId).toBe("f-first");
    document.body.insertAdjacentHTML("beforeend", '<input id="outside">');
    field<HTMLInputElement>("outside").focus();
    expect(snapshotForm(form).focusId).toBeNull();
  });
});

describe("restoreForm", () => {
  it("puts the typed values back as if typed (input and change events) and the focus", () => {
    const typed = serverForm();
    field<HTMLInputElement>("f-first").value = "Ann";
    field<HTMLInputElement>("f-box").checked = true;
    field<HTMLInputElement>("f-first").focus();
    const snapshot = snapshotForm(typed);
    // The live form replaces the server's, each field at its default.
    const live = serverForm();
    const events: string[] = [];
    live.addEventListener("input", (e) => events.push(`input ${(e.target as HTMLElement).id}`));
    live.addEventListener("change", (e) => events.push(`change ${(e.target as HTMLElement).id}`));
    restoreForm(live, snapshot);
    expect(field<HTMLInputElement>("f-first").value).toBe("Ann");
    expect(field<HTMLInputElement>("f-box").checked).toBe(true);
    expect(document.activeElement?.id).toBe("f-first");
    expect(events).toContain("input f-first");
    expect(events).toContain("change f-first");
  });
});
