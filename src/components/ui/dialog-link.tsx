"use client";

import { type MouseEvent, type ReactNode, useId, useRef, useState } from "react";

/**
 * A link whose page also opens in place, as a modal dialog: a plain click (or Enter) opens
 * the dialog instead of navigating; a click with a modifier key, a middle click, or a page
 * without JavaScript still follows `href`. The native <dialog> gives the modal behaviour:
 * the page behind is inert, Escape closes it and focus goes back to the link. The close
 * button and a click on the backdrop close it too. The test drive modal is at most
 * 600 px wide. `initiallyOpen` draws it open in the page (not modal), where a form in it was
 * posted without JavaScript and comes back with its answer.
 *
 * What the dialog holds is drawn only once it opens (or when drawn open): closed, the page's
 * HTML carries the link and an empty dialog, not the form's markup beside the props an island
 * rebuilds it from, and the form's code runs only for a shopper who asks for it.
 */
export function DialogLink({
  href,
  className,
  label,
  title,
  children,
  initiallyOpen = false,
}: {
  href: string;
  className?: string;
  label: ReactNode;
  /** The dialog's heading, which also names it. */
  title: string;
  children: ReactNode;
  initiallyOpen?: boolean;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [drawn, setDrawn] = useState(initiallyOpen);
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (!dialog.current?.showModal) return;
    event.preventDefault();
    setDrawn(true);
    dialog.current.showModal();
  };
  return (
    <>
      <a href={href} className={className} aria-haspopup="dialog" onClick={open}>
        {label}
      </a>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a pointer shortcut; keyboards close the dialog with Escape (native) or its Close button. */}
      <dialog
        ref={dialog}
        open={initiallyOpen || undefined}
        aria-labelledby={titleId}
        data-dialog-link
        className="m-auto w-[calc(100%-2rem)] max-w-[600px] rounded-xl bg-white p-0 text-ink shadow-2xl backdrop:bg-black/50"
        onClick={(event) => {
          // A click on the backdrop lands on the dialog element itself.
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
      >
        <div className="flex items-center justify-between gap-3 border-b border-line px-5 py-3">
          <h2 id={titleId} className="text-lg font-bold">
            {title}
          </h2>
          <button
            type="button"
            className="btn-outline px-3 py-1"
            aria-label={`Close ${title}`}
            onClick={() => dialog.current?.close()}
          >
            Close
          </button>
        </div>
        <div className="max-h-[80vh] overflow-y-auto p-5">{drawn ? children : null}</div>
      </dialog>
    </>
  );
}
