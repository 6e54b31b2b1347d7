import "server-only";

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/**
 * A stand-in's hosted payment page (shared by the three payment stand-ins): what the shopper
 * pays for, and three buttons (Pay, Decline, Abandon) in one form posted back to the page. Plain
 * HTML, keyboard and screen-reader usable, labelled as a demo so nobody mistakes it for a real
 * payment page.
 */
export function hostedPageHtml(input: {
  providerLabel: string;
  description: string;
  amount: string;
  email: string | null;
  /** Null when the payment is no longer open: the page says so instead of offering buttons. */
  actionUrl: string | null;
}): Response {
  const body = input.actionUrl
    ? `<form method="post" action="${escapeHtml(input.actionUrl)}">
        <p>This is a demo payment page: no card is charged. Choose what the card does.</p>
        <div class="buttons">
          <button type="submit" name="action" value="pay" class="pay">Pay ${escapeHtml(input.amount)}</button>
          <button type="submit" name="action" value="decline">Decline the card</button>
          <button type="submit" name="action" value="abandon">Abandon and go back</button>
        </div>
      </form>`
    : `<p role="status">This payment is no longer open.</p>`;
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(input.providerLabel)} demo checkout</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f6f8fa;color:#1a1f36}
main{max-width:28rem;margin:3rem auto;background:#fff;padding:2rem;border-radius:8px;box-shadow:0 1px 4px #0002}
h1{font-size:1.25rem;margin:0 0 1rem}
.amount{font-size:2rem;font-weight:700;margin:.5rem 0 1.5rem}
.buttons{display:flex;flex-direction:column;gap:.75rem}
button{font:inherit;padding:.75rem 1rem;border-radius:6px;border:1px solid #6b7280;background:#fff;color:#1a1f36;cursor:pointer}
button.pay{background:#3c2fb0;border-color:#3c2fb0;color:#fff;font-weight:600}
button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
</style>
</head>
<body>
<main>
  <h1>${escapeHtml(input.providerLabel)} demo checkout</h1>
  <p>${escapeHtml(input.description)}</p>
  <p class="amount">${escapeHtml(input.amount)}</p>
  ${input.email ? `<p>Receipt to ${escapeHtml(input.email)}</p>` : ""}
  ${body}
</main>
</body>
</html>`;
  return new Response(html, {
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
  });
}

/**
 * Where the hosted page sends the shopper after a choice. Not a 303 from the form post: the
 * platform's CSP (`form-action 'self'`) applies to a form's redirects too, and the site is
 * another origin. A page that moves on at once (meta refresh) with a link, as providers do.
 */
export function continueToSiteHtml(url: string): Response {
  const href = escapeHtml(url);
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="refresh" content="0;url=${href}">
<meta name="robots" content="noindex">
<title>Returning to the dealer's site</title>
</head>
<body>
<main>
  <h1>Returning to the dealer's site</h1>
  <p><a href="${href}">Continue to the dealer's site</a></p>
</main>
</body>
</html>`;
  return new Response(html, {
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      "x-redirect-to": url,
    },
  });
}
