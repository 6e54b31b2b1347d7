import type { RendererDatabase } from "@/server/ops/renderer-database";

const DATABASE_NAMES = { pglite: "PGlite", postgres: "PostgreSQL" } as const;

/**
 * The Astro renderer's liveness page (GET /healthz/renderer on the platform host): rendered
 * on the server from React, with no JavaScript sent. It says which renderer and runtime
 * answered and what the renderer read from the web process's database, so a deployment can
 * check that Astro is up behind the front server and reads the same database as Next.
 */
export function RendererStatus({
  renderer,
  runtime,
  database,
}: {
  renderer: string;
  runtime: string;
  database: RendererDatabase;
}) {
  return (
    <main id="main" className="mx-auto max-w-xl p-8">
      <h1 className="text-2xl font-bold">Renderer is up</h1>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold">Renderer</dt>
        <dd data-renderer>{renderer}</dd>
        <dt className="font-semibold">Runtime</dt>
        <dd data-runtime>{runtime}</dd>
        <dt className="font-semibold">Database</dt>
        <dd data-database>
          {database
            ? `${DATABASE_NAMES[database.kind]} answered: ${database.publishedSites} published ${database.publishedSites === 1 ? "site" : "sites"}`
            : "did not answer"}
        </dd>
      </dl>
    </main>
  );
}
