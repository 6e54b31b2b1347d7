"use client";

import { type ComponentType, lazy, type ReactNode, Suspense, use, useEffect, useRef, useState } from "react";
import type { LeadFormConfig } from "./lead-form-types";

const loadLeadForm = () => import("./lead-form").then((module) => ({ default: module.LeadForm }));
const LeadForm = lazy(loadLeadForm);

// The server renders the form in place, never suspending: a suspended boundary is streamed
// after the page, hidden until a script moves it, so without JavaScript there would be no
// form. Next replaces `typeof window` when it builds each bundle, so this synchronous
// require stays in the server's bundle and is dropped from the browser's.
const ServerLeadForm: ComponentType<{ config: LeadFormConfig }> | null =
  typeof window === "undefined" ? (require("./lead-form") as typeof import("./lead-form")).LeadForm : null;

// How far below the screen the form may still be when its code starts loading.
const NEAR_MARGIN = "600px 0px";

interface Gate {
  promise: Promise<void>;
  open: () => void;
}

function newGate(): Gate {
  let open: () => void = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

/** Suspends until the gate opens; while it does, React keeps the server's HTML as it is. */
function AfterGate({ gate, children }: { gate: Gate | null; children: ReactNode }) {
  if (gate) use(gate.promise);
  return children;
}

/**
 * A lead form whose code loads only when it is reached (issue 19 item 9): the server renders
 * the whole form (it posts without JavaScript), and hydration waits behind a suspended
 * boundary, which keeps that HTML in place, so nothing moves, until the form comes within
 * NEAR_MARGIN of the screen, something in it gets focus or a press, or the page's #enquire
 * link is followed. Then the form's chunk loads and the form hydrates as it is.
 */
export function LazyLeadForm({ config, anchor }: { config: LeadFormConfig; anchor?: string }) {
  // Only the browser waits; the server renders the form straight away.
  const [gate] = useState<Gate | null>(() => (typeof window === "undefined" ? null : newGate()));
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = ref.current;
    if (!gate || !root) return;
    // Reached by a client-side navigation, there is no server HTML to keep: load now.
    if (root.childElementCount === 0) {
      gate.open();
      return;
    }
    const open = () => gate.open();
    const near = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && open(), {
      rootMargin: NEAR_MARGIN,
    });
    near.observe(root);
    const onHash = () => anchor && window.location.hash === `#${anchor}` && open();
    onHash();
    root.addEventListener("focusin", open);
    root.addEventListener("pointerdown", open);
    window.addEventListener("hashchange", onHash);
    return () => {
      near.disconnect();
      root.removeEventListener("focusin", open);
      root.removeEventListener("pointerdown", open);
      window.removeEventListener("hashchange", onHash);
    };
  }, [gate, anchor]);

  return (
    <div ref={ref} data-lazy-lead-form>
      <Suspense fallback={null}>
        <AfterGate gate={gate}>
          {ServerLeadForm ? <ServerLeadForm config={config} /> : <LeadForm config={config} />}
        </AfterGate>
      </Suspense>
    </div>
  );
}
