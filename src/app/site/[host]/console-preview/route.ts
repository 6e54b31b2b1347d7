// GET /console-preview?token=… on a site's host – staff preview of an unpublished site
import { openSitePreview } from "@/server/console/open-site-preview";

export async function GET(request: Request, { params }: { params: Promise<{ host: string }> }) {
  return openSitePreview(request, (await params).host);
}
