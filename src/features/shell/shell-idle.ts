/**
 * The shell's idle moment, for a page's own plain scripts (no React): SiteLayout's script starts
 * the shell's widgets in the trackers' idle callback and then calls shellIsIdle(); a script that
 * only some pages carry (the cards' toggles) asks whenShellIdle(start), and starts then, or at
 * once if the moment has passed. So it starts when the shell's widgets do, though its module
 * loads on its own.
 */
let idle = false;
const waiting: (() => void)[] = [];

export function whenShellIdle(start: () => void): void {
  if (idle) start();
  else waiting.push(start);
}

export function shellIsIdle(): void {
  idle = true;
  for (const start of waiting.splice(0)) start();
}
