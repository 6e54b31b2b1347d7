// POST /api/leads/with-files – create a lead with attachments (multipart form data)

import { formatBytes } from "@/server/http/read-body";
import { siteRoute } from "@/server/http/route-handler";
import {
  MAX_LEAD_FILE_BYTES,
  MAX_LEAD_FILES_TOTAL_BYTES,
  WITH_FILES_BODY_LIMIT,
} from "@/server/leads/lead-files";
import { receiveNewLead } from "@/server/leads/receive-new-lead";

export const POST = siteRoute((ctx) => receiveNewLead(ctx, { format: "form", channel: "leads" }), {
  maxBodyBytes: WITH_FILES_BODY_LIMIT,
  tooLargeMessage: `The upload is too large: files may add up to ${formatBytes(MAX_LEAD_FILES_TOTAL_BYTES)} (each at most ${formatBytes(MAX_LEAD_FILE_BYTES)}).`,
  zodWrapper: "lead",
});
