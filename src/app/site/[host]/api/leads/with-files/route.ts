// POST /api/leads/with-files – create a lead with attachments (multipart form data; SPEC 7)
import { siteRoute } from "../../../../../../server/http/route-handler";
import { WITH_FILES_BODY_LIMIT } from "../../../../../../server/leads/lead-files";
import { receiveNewLead } from "../../../../../../server/leads/receive-new-lead";

export const POST = siteRoute((ctx) => receiveNewLead(ctx, { format: "form", channel: "leads" }), {
  maxBodyBytes: WITH_FILES_BODY_LIMIT,
  zodWrapper: "lead",
});
