// GET /site-icon.svg – the site's browser-tab icon (its logo's mark, else its initials, in its colours)
import { logoIconSvg } from "@/domain/brand/logo";
import { inkFor } from "@/domain/config/theme";
import { siteIconSvg, siteInitials } from "@/domain/site/site-icon";
import { getSiteForHost } from "@/server/sites/get-site";

export async function GET(_request: Request, { params }: { params: Promise<{ host: string }> }) {
  const site = await getSiteForHost((await params).host);
  if (!site) return new Response("Not found", { status: 404 });
  const { primary, accent, logo_mark } = site.config.theme;
  const svg = logo_mark
    ? logoIconSvg({ name: site.name, mark: logo_mark, primary, accent })
    : siteIconSvg({
        initials: siteInitials(site.name),
        background: primary,
        ink: inkFor(primary),
        title: site.name,
      });
  return new Response(svg, {
    headers: { "content-type": "image/svg+xml", "cache-control": "public, max-age=86400" },
  });
}
