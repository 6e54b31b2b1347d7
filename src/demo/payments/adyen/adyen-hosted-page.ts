import "server-only";

// The Adyen stand-in's hosted payment page (what a payment link's `url` opens): the amount,
// what it is for, and three buttons that stand for what a shopper can do there. Plain HTML,
// no script: it works by keyboard and without JavaScript.

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** "AUD 500.00": the currency code, since "$" alone does not say which dollar. */
function formatAmount(minorUnits: number, currency: string): string {
  return `${currency} ${(minorUnits / 100).toFixed(2)}`;
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f3f5f8;color:#00112c}
main{max-width:28rem;margin:3rem auto;background:#fff;padding:2rem;border-radius:8px}
.amount{font-size:2rem;font-weight:700;margin:0}
.demo{background:#fff4d6;padding:.5rem .75rem;border-radius:4px}
button{display:block;width:100%;font:inherit;padding:.75rem;margin-top:.75rem;border-radius:6px;border:2px solid #00112c;background:#fff;color:#00112c;cursor:pointer}
button.pay{background:#0abf53;border-color:#067a35;color:#00112c;font-weight:700}
button:focus-visible,a:focus-visible{outline:3px solid #0066ff;outline-offset:2px}`;

function page(title: string, body: string, head = ""): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${head}<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
  return new Response(html, {
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
  });
}

export function adyenPaymentPage(link: {
  id: string;
  amount: { value: number; currency: string };
  description?: string;
  merchantAccount: string;
}): Response {
  const amount = formatAmount(link.amount.value, link.amount.currency);
  return page(
    `Pay ${amount} – Adyen demo`,
    `<h1>Pay ${escapeHtml(amount)}</h1>
<p class="demo">Demo payment page (Adyen stand-in): no card is charged.</p>
<p>${escapeHtml(link.description ?? "")}</p>
<p>Merchant: ${escapeHtml(link.merchantAccount)}</p>
<form method="post" action="${encodeURIComponent(link.id)}">
<button class="pay" type="submit" name="outcome" value="pay">Pay ${escapeHtml(amount)}</button>
<button type="submit" name="outcome" value="decline">Decline (card refused)</button>
<button type="submit" name="outcome" value="abandon">Abandon (leave without paying)</button>
</form>`,
  );
}

export function adyenMessagePage(title: string, message: string): Response {
  return page(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`);
}

/**
 * Sends the shopper back to the merchant. A page rather than a redirect: the hosted page's
 * form may only post to itself (form-action 'self'), which a cross-origin redirect would break.
 */
export function adyenReturnPage(message: string, returnUrl: string): Response {
  const href = escapeHtml(returnUrl);
  return page(
    message,
    `<h1>${escapeHtml(message)}</h1><p><a href="${href}">Return to the dealer</a></p>`,
    `<meta http-equiv="refresh" content="0;url=${href}">`,
  );
}
