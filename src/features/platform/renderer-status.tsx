/**
 * The Astro renderer's liveness page (GET /healthz/renderer on the platform host): rendered
 * on the server from React, with no JavaScript sent. It says which renderer and runtime
 * answered, so a deployment can check that the second server is up behind the front server.
 */
export function RendererStatus({ renderer, runtime }: { renderer: string; runtime: string }) {
  return (
    <main id="main" className="mx-auto max-w-xl p-8">
      <h1 className="text-2xl font-bold">Renderer is up</h1>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold">Renderer</dt>
        <dd data-renderer>{renderer}</dd>
        <dt className="font-semibold">Runtime</dt>
        <dd data-runtime>{runtime}</dd>
      </dl>
    </main>
  );
}
