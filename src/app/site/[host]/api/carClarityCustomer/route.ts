// POST /api/carClarityCustomer – a lead for the site's car-clarity destination (form data)
import { siteRoute } from "@/server/http/route-handler";
import { receiveNewLead } from "@/server/leads/receive-new-lead";

export const POST = siteRoute((ctx) => receiveNewLead(ctx, { format: "form", channel: "car-clarity" }), {
  zodWrapper: "lead",
});
