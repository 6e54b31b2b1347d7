// POST /api/leads – create a lead ({lead:{...}} → {id, token}; SPEC 7, DESIGN 5)
import { siteRoute } from "@/server/http/route-handler";
import { receiveNewLead } from "@/server/leads/receive-new-lead";

export const POST = siteRoute((ctx) => receiveNewLead(ctx, { format: "json", channel: "leads" }), {
  zodWrapper: "lead",
});
