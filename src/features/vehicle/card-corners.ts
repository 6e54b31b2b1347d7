/**
 * The corners of a card's photo that hold its favourite and compare toggles, which the plain
 * script (startCardToggles) adds in the browser.
 */
export const FAVOURITE_CORNER = "absolute right-3 top-3 z-10";
export const COMPARE_CORNER = "absolute bottom-3 left-3 z-10";
