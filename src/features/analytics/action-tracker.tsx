"use client";

import { useEffect } from "react";
import { listenForActions } from "@/features/analytics/action-tracking";

/** In the site layout: the actions listenForActions sends events for, on every page. */
export function ActionTracker() {
  useEffect(() => listenForActions(document), []);
  return null;
}
