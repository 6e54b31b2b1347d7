/** The header bar's status dot: green while open. */
export function openNowDotClass(open: boolean): string {
  return `inline-block size-2 rounded-full ${open ? "bg-emerald-400" : "bg-white/60"}`;
}

/** The status as a paragraph (a location's card, the vehicle page): green while open. */
export function openNowLineClass(open: boolean, className: string): string {
  return `${className} text-sm font-semibold ${open ? "text-emerald-800" : "text-muted"}`;
}
