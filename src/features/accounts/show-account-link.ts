import { EVENT_IDS } from "@/domain/site/event-catalogue";
import { currentAccount, loadAccount, subscribeAccount } from "@/features/accounts/account-store";
import { track } from "@/features/analytics/track";

/**
 * The header's sign-in link (on sites with accounts), brought up to date with no React. The
 * server renders "Sign in" for everyone, so the page stays shareable and cacheable; this asks
 * GET /api/auth once (loadAccount, shared with every island on the page) and, for a signed-in
 * shopper, turns `link` into "My account". Arriving from an emailed link (the landing address
 * carries signed_in), it sends the login events once and tidies the address. `data-account-link`
 * says "loading", then "signed-in" or "signed-out". Returns the function that stops following
 * the account.
 */
export function showAccountLink(link: HTMLAnchorElement): () => void {
  const win = link.ownerDocument.defaultView ?? window;
  let arrivalHandled = false;
  const draw = () => {
    const account = currentAccount();
    if (account === undefined) return;
    const signedIn = Boolean(account.user);
    link.href = signedIn ? "/account" : "/sign-in";
    link.textContent = signedIn ? "My account" : "Sign in";
    link.dataset.accountLink = signedIn ? "signed-in" : "signed-out";
    if (!signedIn || arrivalHandled) return;
    arrivalHandled = true;
    const url = new URL(win.location.href);
    const arrival = url.searchParams.get("signed_in");
    if (!arrival) return;
    track(EVENT_IDS.submit_code);
    if (arrival === "new") track(EVENT_IDS.complete_registration);
    url.searchParams.delete("signed_in");
    win.history.replaceState(win.history.state, "", `${url.pathname}${url.search}${url.hash}`);
  };
  const stop = subscribeAccount(draw);
  draw();
  loadAccount().catch((error) => console.warn("account: GET /api/auth failed", error));
  return stop;
}
