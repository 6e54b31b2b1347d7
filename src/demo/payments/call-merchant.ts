import "server-only";
import http from "node:http";
import { isLocalHost } from "@/domain/tenancy/host-origin";

const MAX_ANSWER_CHARS = 4096;

/**
 * One HTTP call from a payment stand-in to the merchant's webhook or notification URL (Stripe,
 * Adyen, Windcave). Demo sites live on `*.localhost` hosts, which Node does not resolve (and fetch
 * will not take a Host header), so those calls go to the loopback with the site's Host header;
 * any other URL is fetched as it is.
 */
export async function callMerchant(
  target: URL,
  init: { method: "GET" | "POST"; headers?: Record<string, string>; body?: string; timeoutMs: number },
): Promise<{ status: number; text: string }> {
  const local = isLocalHost(target.hostname);
  if (!local) {
    const response = await fetch(target, {
      method: init.method,
      headers: init.headers ?? {},
      ...(init.body === undefined ? {} : { body: init.body }),
      signal: AbortSignal.timeout(init.timeoutMs),
      redirect: "manual",
    });
    return { status: response.status, text: (await response.text()).slice(0, MAX_ANSWER_CHARS) };
  }
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port: target.port || 80,
        path: `${target.pathname}${target.search}`,
        method: init.method,
        headers: { ...init.headers, host: target.host },
        timeout: init.timeoutMs,
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          if (text.length < MAX_ANSWER_CHARS) text += chunk;
        });
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, text: text.slice(0, MAX_ANSWER_CHARS) }),
        );
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error("timed out")));
    request.on("error", reject);
    request.end(init.body);
  });
}
