// GET/POST /demo-providers/stripe/pay/{id} – the Stripe stand-in's hosted Checkout page
import { continueToSiteHtml, hostedPageHtml } from "@/demo/payments/hosted-page-html";
import { refuseStandInOutsideLocal } from "@/demo/payments/stand-in-guard";
import {
  actOnHostedPage,
  type HostedAction,
  hostedPageSession,
} from "@/demo/payments/stripe/stripe-stand-in";

type Segment = { params: Promise<{ id: string }> };

function amountText(cents: number, currency: string): string {
  return new Intl.NumberFormat("en-AU", { style: "currency", currency: currency.toUpperCase() }).format(
    cents / 100,
  );
}

export async function GET(_request: Request, { params }: Segment): Promise<Response> {
  const refused = refuseStandInOutsideLocal();
  if (refused) return refused;
  const { id } = await params;
  const session = await hostedPageSession(id);
  if (!session) return new Response("No such checkout session", { status: 404 });
  return hostedPageHtml({
    providerLabel: "Stripe",
    description: session.description,
    amount: amountText(session.amount_total, session.currency),
    email: session.customer_email,
    actionUrl: session.status === "open" ? `/demo-providers/stripe/pay/${session.id}` : null,
  });
}

const ACTIONS: readonly HostedAction[] = ["pay", "decline", "abandon"];

export async function POST(request: Request, { params }: Segment): Promise<Response> {
  const refused = refuseStandInOutsideLocal();
  if (refused) return refused;
  const { id } = await params;
  const form = await request.formData().catch(() => null);
  const chosen = form?.get("action");
  const action = ACTIONS.find((known) => known === chosen);
  if (action === undefined) return new Response("Choose pay, decline or abandon", { status: 400 });
  const next = await actOnHostedPage(id, action);
  if (!next) return new Response("This payment is no longer open", { status: 409 });
  return continueToSiteHtml(next);
}
