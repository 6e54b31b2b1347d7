// POST /mock/leads – mock mode: checked like POST /api/leads, nothing stored or sent
import { siteRoute } from "@/server/http/route-handler";
import { receiveMockLead } from "@/server/leads/receive-mock-lead";

export const POST = siteRoute((ctx) => receiveMockLead(ctx), { zodWrapper: "lead" });
