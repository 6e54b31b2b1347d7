"use client";

import { useEffect } from "react";
import type { FavouriteSource } from "@/domain/site/favourites";
import { recordStoredView } from "@/features/compare/recently-viewed-store";

/** Remembers on this device that the vehicle page was opened (recently viewed). */
export function RecordView({ car }: { car: FavouriteSource }) {
  const { id, name, slug, make, model, primary_image_url } = car;
  useEffect(() => {
    recordStoredView({ id, name, slug, make, model, primary_image_url });
  }, [id, name, slug, make, model, primary_image_url]);
  return null;
}
