"use client";

import { type ComponentType, useEffect, useLayoutEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import type { LeadFormConfigWithAction } from "@/features/lead-form/lead-form-types";

type FormComponent = ComponentType<{ config: LeadFormConfigWithAction }>;

const loadLeadForm = () => import("@/features/lead-form/lead-form").then((module) => module.LeadForm);

// The server renders the form in place, with the page. Next replaces `typeof window` when it
// builds each bundle, so this synchronous require stays in the server's bundle and is
// dropped from the browser's.
const ServerLeadForm: FormComponent | null =
  typeof window === "undefined"
    ? (require("./lead-form") as typeof import("@/features/lead-form/lead-form")).LeadForm
    : null;

// How far below the screen the form may still be when its code starts loading.
const NEAR_MARGIN = "800px 0px";

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface Snapshot {
  values: Map<string, string | boolean>;
  focusId: string | null;
}

/** What the shopper typed into the server's form before its code arrived, and where focus was. */
function snapshot(root: HTMLElement): Snapshot {
  const values = new Map<string, string | boolean>();
  for (const field of root.querySelectorAll<Field>("input[id], textarea[id], select[id]")) {
    if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
      if (field.checked !== field.defaultChecked) values.set(field.id, field.checked);
    } else if (!(field instanceof HTMLInputElement && field.type === "file") && field.value !== "") {
      values.set(field.id, field.value);
    }
  }
  const active = document.activeElement;
  return { values, focusId: active && root.contains(active) ? active.id || null : null };
}

/** Puts a snapshot back into the live form, as if typed (so the form's code sees it too). */
function restore(root: HTMLElement, { values, focusId }: Snapshot) {
  for (const [id, value] of values) {
    const field = root.querySelector<Field>(`#${CSS.escape(id)}`);
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
  if (focusId) root.querySelector<HTMLElement>(`#${CSS.escape(focusId)}`)?.focus();
}

/**
 * A lead form whose code loads only when it is reached. The server renders
 * the whole form, which posts without JavaScript. In the browser that HTML is kept as it is
 * (an element React does not look inside) until the form comes within NEAR_MARGIN of the
 * screen, something in it gets focus or a press, or the page's #anchor link is followed;
 * then the form's chunk loads and the live form takes the place of the same markup, keeping
 * anything already typed and the focus, so nothing moves.
 */
export function LazyLeadForm({ config, anchor }: { config: LeadFormConfigWithAction; anchor?: string }) {
  // The live form's component, once its code is here (at once on the server).
  const [Form, setForm] = useState<FormComponent | null>(() => ServerLeadForm);
  const live = Form !== null;
  const ref = useRef<HTMLDivElement>(null);
  const kept = useRef<Snapshot | null>(null);

  useEffect(() => {
    const root = ref.current;
    if (live || !root) return;
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      void loadLeadForm().then((component) => {
        // Synchronously, so nothing typed between the snapshot and the swap is lost.
        kept.current = snapshot(root);
        flushSync(() => setForm(() => component));
      });
    };
    // Reached by a client-side navigation, there is no server HTML to keep: load now.
    if (root.childElementCount === 0) {
      start();
      return;
    }
    const near = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), {
      rootMargin: NEAR_MARGIN,
    });
    near.observe(root);
    const onHash = () => anchor && window.location.hash === `#${anchor}` && start();
    onHash();
    root.addEventListener("focusin", start);
    root.addEventListener("pointerdown", start);
    window.addEventListener("hashchange", onHash);
    return () => {
      near.disconnect();
      root.removeEventListener("focusin", start);
      root.removeEventListener("pointerdown", start);
      window.removeEventListener("hashchange", onHash);
    };
  }, [live, anchor]);

  useLayoutEffect(() => {
    if (live && kept.current && ref.current) restore(ref.current, kept.current);
    kept.current = null;
  }, [live]);

  if (!Form) {
    // Hydration leaves the server's form untouched inside an element with raw HTML.
    return (
      <div
        ref={ref}
        data-lazy-lead-form
        // biome-ignore lint/security/noDangerouslySetInnerHtml: empty; it only keeps the server's form HTML until the form's code is here.
        dangerouslySetInnerHTML={{ __html: "" }}
        suppressHydrationWarning
      />
    );
  }
  return (
    <div ref={ref} data-lazy-lead-form data-live={ServerLeadForm ? undefined : "true"}>
      <Form config={config} />
    </div>
  );
}
