import { freePort } from "../../scripts/lib/free-port";
import { findNginx, startNginx } from "../../scripts/lib/nginx";

/**
 * The reference deployment's edge in the page benchmark: deploy/nginx.conf, run as-is (only
 * its upstream, listen port and cache directory rewritten, scripts/lib/nginx.ts) in front of
 * the production server on `upstreamPort`, while `measure` loads it on nginx's port. Null,
 * with a note, when nginx is not installed.
 */
export async function measureThroughNginx<R>(
  upstreamPort: number,
  measure: (nginxPort: number) => Promise<R>,
  log: (message: string) => void = console.log,
): Promise<R | null> {
  if (!findNginx()) {
    log("nginx is not installed: the deploy/nginx.conf row is left out (apt-get install nginx)");
    return null;
  }
  const nginx = await startNginx({ upstreamPorts: [upstreamPort], listenPort: await freePort() });
  try {
    return await measure(nginx.port);
  } finally {
    await nginx.stop();
  }
}
