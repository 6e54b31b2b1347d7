// PUT /api/leads/{id} – a later step or the final submit of this site's lead
import { siteRoute } from "@/server/http/route-handler";
import { receiveLeadUpdate } from "@/server/leads/receive-lead-update";

export const PUT = siteRoute(receiveLeadUpdate, { zodWrapper: "lead" });
