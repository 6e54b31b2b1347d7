// POST /api/leads – create a lead ({lead:{...}} → {id, token})
import { siteRoute } from "@/server/http/route-handler";
import { receiveNewLead } from "@/server/leads/receive-new-lead";

export const POST = siteRoute((ctx) => receiveNewLead(ctx, { format: "json", channel: "leads" }), {
  zodWrapper: "lead",
});
