import http from "node:http";
import type { AddressInfo } from "node:net";
import { defined } from "@/domain/defined";

/** A route handler as Next exports it: GET(request, { params }). */
export type RouteHandler = (
  request: Request,
  segment: { params: Promise<Record<string, string>> },
) => Promise<Response>;

export interface Route {
  method: string;
  /** A path pattern with :name segments, e.g. /api/dashboard/websites/:id/cars/:slug */
  path: string;
  handler: RouteHandler;
}

export interface RouteServer {
  origin: string;
  close(): Promise<void>;
}

function matcher(path: string): (pathname: string) => Record<string, string> | null {
  const names: string[] = [];
  const pattern = new RegExp(
    `^${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:(\w+)/g, (_m, name: string) => {
      names.push(name);
      return "([^/]+)";
    })}$`,
  );
  return (pathname) => {
    const match = pattern.exec(pathname);
    if (!match) return null;
    // Next hands route handlers decoded segment values.
    return Object.fromEntries(
      names.map((name, i) => [name, decodeURIComponent(defined(match[i + 1], "match[i + 1]"))]),
    );
  };
}

/**
 * The real route handlers behind a plain node:http server on a loopback port, so an HTTP
 * client is tested over real sockets, status lines and headers (as `next start` would
 * serve them, minus the framework).
 */
export async function startRouteServer(routes: readonly Route[]): Promise<RouteServer> {
  const compiled = routes.map((r) => ({ ...r, match: matcher(r.path) }));
  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "localhost"}`);
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === "string") headers.set(name, value);
        else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
      }
      const body =
        chunks.length > 0 && req.method !== "GET" && req.method !== "HEAD"
          ? Buffer.concat(chunks)
          : undefined;
      const request = new Request(url, { method: req.method, headers, body });
      let response: Response | null = null;
      for (const route of compiled) {
        if (route.method !== req.method) continue;
        const params = route.match(url.pathname);
        if (params) {
          response = await route.handler(request, { params: Promise.resolve(params) });
          break;
        }
      }
      response ??= Response.json(
        { error: { code: "not_found", message: "No such route." } },
        { status: 404 },
      );
      // No status message: node writes the standard reason phrase, as Next's server does.
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      res.writeHead(500, { "content-type": "text/plain" });
      res.end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
