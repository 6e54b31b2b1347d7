import "server-only";
import { and, eq } from "drizzle-orm";
import { isValidConsoleFileLink } from "@/server/console/console-file-link";
import { pathId } from "@/server/console/console-ids";
import type { ConsoleContext } from "@/server/console/console-route";
import { lead_files } from "@/server/db/schema/all";
import { AppError } from "@/server/http/app-error";
import { DOWNLOAD_ID, readLeadFile } from "@/server/leads/lead-files";

/**
 * GET /console/api/lead-files/{download_id}?lead&expires&signature: one uploaded file of a lead
 * in the member's scope, by the signed link the lead's page gave this member. Sent as an
 * attachment that the browser may not sniff into something it would run.
 */
export async function getConsoleLeadFile({
  db,
  scope,
  staff,
  params,
  request,
}: ConsoleContext<{ id: string }>) {
  const url = new URL(request.url);
  const leadId = pathId(url.searchParams.get("lead") ?? undefined, "file");
  const downloadId = DOWNLOAD_ID.test(params.id) ? params.id : null;
  if (
    downloadId === null ||
    !isValidConsoleFileLink(
      { downloadId, leadId, staffId: staff.id },
      url.searchParams.get("expires"),
      url.searchParams.get("signature"),
      new Date(),
    )
  ) {
    throw new AppError(
      "forbidden",
      "This file link is invalid or has expired. Open the lead again for a new one.",
    );
  }
  // The member's scope is checked again: a link outlives neither a change of role nor the lead.
  const lead = await scope.requireLead(db, leadId);
  const [file] = await db
    .select()
    .from(lead_files)
    .where(and(eq(lead_files.download_id, downloadId), eq(lead_files.lead_id, lead.id)));
  const bytes = file ? await readLeadFile(file) : null;
  if (!file || !bytes) throw new AppError("not_found", "That file is no longer kept.");
  const ascii = file.filename.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "");
  return new Response(new Uint8Array(bytes), {
    headers: {
      "content-type": "application/octet-stream",
      "content-length": String(bytes.length),
      "content-disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
    },
  });
}
