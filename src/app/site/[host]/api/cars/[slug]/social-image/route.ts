// GET /api/cars/{slug}/social-image – the vehicle's 1200×630 Open Graph image
import { displayImage } from "@/domain/stock/display-image";
import { getDb } from "@/server/db/client";
import { renderSocialImage } from "@/server/media/render-social-image";
import { getSiteForHost } from "@/server/sites/get-site";
import { getVehicle } from "@/server/stock/get-vehicle";

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ host: string; slug: string }> },
) {
  const { host, slug } = await params;
  const site = await getSiteForHost(host);
  if (!site) return new Response("Not found", { status: 404 });
  const lookup = await getVehicle(await getDb(), { site, slug, now: new Date() });
  if (lookup.kind !== "listed") return new Response("Not found", { status: 404 });
  const car = lookup.car;
  // A placeholder primary image gives way to the first photo, at full size rather than its thumbnail.
  const shown = displayImage(car);
  const imageUrl = shown === car.primary_image_url ? shown : (car.images[0]?.url ?? shown);
  const body = await renderSocialImage({ imageUrl, background: site.config.theme.primary });
  return new Response(new Uint8Array(body), {
    headers: { "content-type": "image/jpeg", "cache-control": "public, max-age=86400" },
  });
}
