// GET /api/lead-files/{download_id}?expires=&signature= – one uploaded lead file, by the signed link a
// webhook carries (platform host)
import { eq } from "drizzle-orm";
import { lead_files } from "@/server/db/schema/all";
import { AppError } from "@/server/http/app-error";
import { platformRoute } from "@/server/http/route-handler";
import { isValidLeadFileLink } from "@/server/leads/lead-file-link";
import { DOWNLOAD_ID, readLeadFile } from "@/server/leads/lead-files";

export const GET = platformRoute<{ id: string }>(async ({ request, db, params }) => {
  const url = new URL(request.url);
  const id = DOWNLOAD_ID.test(params.id) ? params.id : null;
  if (
    id === null ||
    !isValidLeadFileLink(id, url.searchParams.get("expires"), url.searchParams.get("signature"), new Date())
  ) {
    throw new AppError("forbidden", "This download link is invalid or has expired.");
  }
  const [file] = await db.select().from(lead_files).where(eq(lead_files.download_id, id));
  const bytes = file ? await readLeadFile(file) : null;
  if (!file || !bytes) throw new AppError("not_found", "That file is no longer kept.");
  return new Response(new Uint8Array(bytes), {
    headers: {
      "content-type": file.content_type,
      "content-length": String(bytes.length),
      "content-disposition": `attachment; filename="${file.filename.replace(/"/g, "")}"`,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
});
