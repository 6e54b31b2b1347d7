import "server-only";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { logger } from "@/server/log/logger";

const ATTEMPTS = 4;
const TIMEOUT_MS = 5000;
const BACKOFF_MS = [0, 500, 2000, 5000];
const MAX_BODY_BYTES = 64 * 1024;

/** `*.localhost` (a demo site's address) is this machine: Node's resolver does not know it. */
function lookupLocal(
  hostname: string,
  options: unknown,
  callback: (
    err: Error | null,
    address: string | { address: string; family: number }[],
    family?: number,
  ) => void,
) {
  const all = typeof options === "object" && options !== null && (options as { all?: boolean }).all;
  if (all) callback(null, [{ address: "127.0.0.1", family: 4 }]);
  else callback(null, "127.0.0.1", 4);
  void hostname;
}

function postOnce(url: URL, body: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const send = url.protocol === "https:" ? httpsRequest : httpRequest;
    const local = url.hostname === "localhost" || url.hostname.endsWith(".localhost");
    const req = send(
      url,
      {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "content-length": String(Buffer.byteLength(body)),
          ...headers,
        },
        timeout: TIMEOUT_MS,
        ...(local ? { lookup: lookupLocal as never } : {}),
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("timeout", () => req.destroy(new Error("timed out")));
    req.on("error", reject);
    req.end(body);
  });
}

/**
 * Delivers one stand-in webhook the way the providers do: POST, retried with backoff on a
 * network error or a non-2xx answer (bounded: 4 attempts over about 8 s). Never throws; a
 * notification that is never delivered is what the reconciliation job is for. `sign` is called
 * per attempt so a retry carries a fresh timestamp, as Stripe's does.
 */
export async function sendStandInWebhook(input: {
  url: string;
  body: string;
  sign: () => Record<string, string>;
}): Promise<boolean> {
  if (Buffer.byteLength(input.body) > MAX_BODY_BYTES) return false;
  const url = new URL(input.url);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (BACKOFF_MS[attempt]) await new Promise((r) => setTimeout(r, BACKOFF_MS[attempt]));
    try {
      const status = await postOnce(url, input.body, input.sign());
      if (status >= 200 && status < 300) return true;
      logger().warn({ url: input.url, status, attempt }, "stand-in webhook refused");
    } catch (error) {
      logger().warn({ url: input.url, err: error, attempt }, "stand-in webhook failed");
    }
  }
  return false;
}
