import "server-only";

/**
 * The client address for rate limiting. `next start` fills X-Forwarded-For with the socket
 * address when the request has none; the front server (npm start) and any reverse proxy
 * append the client, so the last entry is the one a trusted hop wrote. (Without a proxy a
 * client can send its own header; put a proxy that sets it in front of a public deployment.)
 */
export function clientIp(request: Pick<Request, "headers">): string {
  const forwarded = request.headers.get("x-forwarded-for");
  const last = forwarded?.split(",").at(-1)?.trim();
  return last || request.headers.get("x-real-ip") || "unknown";
}
