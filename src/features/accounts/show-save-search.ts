import { element } from "@/components/dom/element";
import { loadAccount } from "@/features/accounts/account-store";

/** The element "Save this search" is drawn into, on search pages of sites with accounts. */
export const SAVE_SEARCH_ATTRIBUTE = "data-save-search";

/**
 * "Save this search", drawn into `host` with no React once the account is known (the shared
 * search page says nothing about who is looking): signed in, a button that saves the current
 * search (path and query) for alert emails, and says so; signed out, a link to sign in first.
 * Returns the function that stops it.
 */
export function showSaveSearch(host: Element): () => void {
  let stopped = false;
  loadAccount()
    .then((account) => {
      if (stopped) return;
      host.replaceChildren(account.user ? saveButton() : signInFirst());
    })
    .catch((error) => console.warn("account: GET /api/auth failed", error));
  return () => {
    stopped = true;
    host.replaceChildren();
  };
}

function signInFirst(): HTMLElement {
  return element(
    "p",
    { class: "text-sm" },
    // Kept out of prefetching: the sign-in page is per shopper.
    element(
      "a",
      { href: "/sign-in", "data-astro-prefetch": "false", class: "font-semibold text-brand-link underline" },
      "Sign in to save this search",
    ),
    " and get an email when matching cars arrive.",
  );
}

function saveButton(): HTMLElement {
  const button = element("button", { type: "button", class: "btn-outline" }, "Save this search");
  const said = element("span", { "aria-live": "polite", class: "text-sm" });
  button.addEventListener("click", async () => {
    button.disabled = true;
    const response = await fetch("/api/auth/saved-searches", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ path: `${window.location.pathname}${window.location.search}` }),
    }).catch(() => null);
    if (response?.ok) {
      button.textContent = "Search saved";
      said.textContent = "We will email you when matching cars arrive or saved cars drop in price.";
    } else {
      button.disabled = false;
      said.textContent = "We could not save this search. Please try again.";
    }
  });
  return element("div", { class: "flex items-center gap-3" }, button, said);
}
