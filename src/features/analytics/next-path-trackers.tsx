"use client";

import { usePathname } from "next/navigation";
import { PageViewTracker } from "@/features/analytics/page-view-tracker";
import { TrackingRecorder } from "@/features/lead-form/tracking-recorder";

/**
 * The path trackers as Next's site layout renders them: the layout is shared by every path and
 * Next navigates client-side, so they follow Next's router path. An Astro page renders the same
 * two components as islands with its own address (docs/decisions/020-astro-islands.md).
 */
export function NextPathTrackers({ siteSlug }: { siteSlug: string }) {
  const pathname = usePathname();
  return (
    <>
      <PageViewTracker path={pathname} />
      <TrackingRecorder siteSlug={siteSlug} path={pathname} />
    </>
  );
}
