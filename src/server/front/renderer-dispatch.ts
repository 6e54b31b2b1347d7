import type http from "node:http";
import type { Renderer } from "@/domain/tenancy/renderer-routes";

type RequestListener = (req: http.IncomingMessage, res: http.ServerResponse) => unknown;

/**
 * The web process's request listener (scripts/web-process.ts): Next's and Astro's handlers in
 * one process, each request given to the renderer `rendererFor` names
 * (domain/tenancy/renderer-routes.ts). The front server in front of it has already applied
 * every limit, so this only chooses. A handler that throws, or rejects, before answering
 * gets a bare 500 (both renderers answer their own errors; this is the last resort).
 */
export function dispatchByRenderer(handlers: {
  next: RequestListener;
  astro: RequestListener;
  rendererFor: (req: http.IncomingMessage) => Renderer;
}): RequestListener {
  return (req, res) => {
    const failed = (error: unknown) => {
      console.error("web process: request failed", error instanceof Error ? error.message : error);
      if (res.headersSent) res.destroy();
      else
        res
          .writeHead(500, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" })
          .end("Server error.\n");
    };
    try {
      const handler = handlers.rendererFor(req) === "astro" ? handlers.astro : handlers.next;
      const answered = handler(req, res);
      if (answered instanceof Promise) answered.catch(failed);
    } catch (error) {
      failed(error);
    }
  };
}
