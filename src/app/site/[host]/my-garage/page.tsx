import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { SavedCarsPage } from "@/features/favourites/saved-cars-page";
import { getSiteForHost } from "@/server/sites/get-site";

type Props = {
  params: Promise<{ host: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const metadata: Metadata = { title: "My garage", robots: { index: false } };

// GET /my-garage?tab=saved-cars – saved cars, on sites whose saved-cars path is the garage
export default async function MyGaragePage({ params, searchParams }: Props) {
  const site = await getSiteForHost((await params).host);
  if (!site?.config.saved_cars_path.startsWith("/my-garage")) notFound();
  // Saved cars is the garage's only tab: the bare address opens it.
  if ((await searchParams).tab !== "saved-cars") redirect("/my-garage?tab=saved-cars");
  return <SavedCarsPage site={site} garage />;
}
