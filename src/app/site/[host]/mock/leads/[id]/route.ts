// PUT /mock/leads/{id} – mock mode: a later step checked like PUT /api/leads/{id}, nothing stored
import { siteRoute } from "@/server/http/route-handler";
import { receiveMockLead } from "@/server/leads/receive-mock-lead";

export const PUT = siteRoute<{ host: string; id: string }>((ctx) => receiveMockLead(ctx), {
  zodWrapper: "lead",
});
