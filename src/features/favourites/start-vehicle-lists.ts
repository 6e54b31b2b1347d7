// The page script of every page with vehicles on it (VehicleGrid.astro, VehiclePage.astro): at
// the shell's idle moment it draws the vehicles' favourite and compare toggles and records the
// vehicle page's car on this device's recently viewed. A module runs once, however many
// components on the page carry it. Only these pages load it, so a page with no vehicle pays
// nothing for it (docs/decisions/020-astro-islands.md).
import { RECORD_VIEW_ATTRIBUTE, recordView } from "@/features/compare/record-view";
import { startCardToggles } from "@/features/favourites/start-card-toggles";
import { whenShellIdle } from "@/features/shell/shell-idle";

whenShellIdle(() => {
  startCardToggles(document);
  for (const host of document.querySelectorAll(`[${RECORD_VIEW_ATTRIBUTE}]`)) recordView(host);
});
