/**
 * The corners of a card's photo that hold its favourite and compare toggles: VehicleCard draws
 * them around its toggle slots, CardToggles (a grid's one island) adds them in the browser.
 */
export const FAVOURITE_CORNER = "absolute right-3 top-3 z-10";
export const COMPARE_CORNER = "absolute bottom-3 left-3 z-10";
