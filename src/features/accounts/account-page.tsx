import type { ReactNode } from "react";

/**
 * /account: the heading, and the panel (Astro's named slot `panel`: AccountPanel, an island
 * drawn in the browser from GET /api/auth; the page around it holds nothing personal).
 */
export function AccountPageFrame({ panel }: { panel: ReactNode }) {
  return (
    <div className="container-site py-10 sm:py-14">
      <h1 className="text-3xl font-black tracking-tight sm:text-4xl">My account</h1>
      {panel}
    </div>
  );
}
