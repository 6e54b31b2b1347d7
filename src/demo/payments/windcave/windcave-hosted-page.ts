import "server-only";

// The Windcave stand-in's hosted payment page (the session's `hpp` link): the amount, the
// merchant's reference, and three buttons for what a shopper can do there. Plain HTML, no
// script: it works by keyboard and without JavaScript.

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#eef1f4;color:#1b1b1b}
main{max-width:28rem;margin:3rem auto;background:#fff;padding:2rem;border-top:6px solid #c8102e}
.demo{background:#fff4d6;padding:.5rem .75rem}
button{display:block;width:100%;font:inherit;padding:.75rem;margin-top:.75rem;border:2px solid #1b1b1b;background:#fff;color:#1b1b1b;cursor:pointer}
button.pay{background:#1b1b1b;color:#fff;font-weight:700}
button:focus-visible,a:focus-visible{outline:3px solid #0059b3;outline-offset:2px}`;

function page(title: string, body: string, head = ""): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${head}<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
  return new Response(html, {
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
  });
}

export function windcavePaymentPage(session: {
  id: string;
  amount: string;
  currency: string;
  merchantReference: string;
}): Response {
  const amount = `${session.currency} ${session.amount}`;
  return page(
    `Pay ${amount} – Windcave demo`,
    `<h1>Pay ${escapeHtml(amount)}</h1>
<p class="demo">Demo payment page (Windcave stand-in): no card is charged.</p>
<p>Reference: ${escapeHtml(session.merchantReference)}</p>
<form method="post" action="${encodeURIComponent(session.id)}">
<button class="pay" type="submit" name="outcome" value="pay">Pay ${escapeHtml(amount)}</button>
<button type="submit" name="outcome" value="decline">Decline (card declined)</button>
<button type="submit" name="outcome" value="abandon">Cancel (leave without paying)</button>
</form>`,
  );
}

export function windcaveMessagePage(title: string, message: string): Response {
  return page(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`);
}

/**
 * Sends the shopper to the merchant's callback URL. A page rather than a redirect: the hosted
 * page's form may only post to itself (form-action 'self'), which a cross-origin redirect
 * would break.
 */
export function windcaveReturnPage(message: string, url: string): Response {
  const href = escapeHtml(url);
  return page(
    message,
    `<h1>${escapeHtml(message)}</h1><p><a href="${href}">Return to the dealer</a></p>`,
    `<meta http-equiv="refresh" content="0;url=${href}">`,
  );
}
