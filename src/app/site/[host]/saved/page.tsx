import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { SavedCarsPage } from "@/features/favourites/saved-cars-page";
import { getSiteForHost } from "@/server/sites/get-site";

export const metadata: Metadata = { title: "Saved", robots: { index: false } };

// GET /saved – saved cars on sites with the dealer-specific my-area
export default async function SavedPage({ params }: { params: Promise<{ host: string }> }) {
  const site = await getSiteForHost((await params).host);
  if (site?.config.saved_cars_path !== "/saved") notFound();
  return <SavedCarsPage site={site} garage={false} />;
}
