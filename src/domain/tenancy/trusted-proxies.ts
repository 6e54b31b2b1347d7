import proxyaddr from "proxy-addr";
import { isLoopbackAddress } from "@/domain/tenancy/host-origin";

/**
 * Which hops may name the client in X-Forwarded-For. The platform's own front server always
 * appends the address that connected to it, so the last entry is never a client's word:
 * - `{ hops: 0 }` (the default): the client is that last entry;
 * - `{ hops: N }`: N proxies (e.g. one nginx) stand in front; the client is the entry each of
 *   them appended before, N places further left;
 * - a compiled address list: from the right, entries inside the trusted ranges are skipped;
 *   the first one outside them is the client.
 */
export type TrustedProxies = { hops: number } | { trust: (address: string, index: number) => boolean };

const HOPS = /^\s*(\d{1,2})\s*$/;

/** TRUSTED_PROXIES as set: "" | hop count | comma-separated addresses, CIDR ranges or names. */
export function parseTrustedProxies(setting: string): TrustedProxies {
  if (setting.trim() === "") return { hops: 0 };
  const hops = HOPS.exec(setting);
  if (hops) {
    const n = Number(hops[1]);
    if (n > 10) throw new TypeError("TRUSTED_PROXIES hop count must be 0-10");
    return { hops: n };
  }
  const list = setting
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  // proxy-addr throws a TypeError for anything that is not an address, a range or a name.
  return { trust: proxyaddr.compile(list) };
}

export function isTrustedProxiesSetting(setting: string): boolean {
  try {
    parseTrustedProxies(setting);
    return true;
  } catch {
    return false;
  }
}

/**
 * The client's address from the X-Forwarded-For the platform received (null when the
 * request carries none). The last entry plays the socket address of proxy-addr (the hop
 * that connected to our front server); the entries before it are the proxies' claims.
 */
export function forwardedClient(forwardedFor: string | null, trusted: TrustedProxies): string | null {
  const entries = (forwardedFor ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const peer = entries.pop();
  if (peer === undefined) return null;
  const fakeRequest = {
    headers: { "x-forwarded-for": entries.join(", ") },
    connection: { remoteAddress: peer },
    socket: { remoteAddress: peer },
  };
  const trust = "hops" in trusted ? (_address: string, index: number) => index < trusted.hops : trusted.trust;
  // biome-ignore lint/suspicious/noExplicitAny: proxy-addr reads only these two fields of a request.
  return proxyaddr(fakeRequest as any, trust);
}

/**
 * Whether the shopper reached the platform over https, by the X-Forwarded-Proto of a trusted
 * proxy (one that terminates TLS and overwrites the header). Our front server passes a
 * client's own header through, so it counts only when the hop that connected to the front
 * server (the last X-Forwarded-For entry) is trusted.
 */
export function forwardedHttps(
  forwardedFor: string | null,
  forwardedProto: string | null,
  trusted: TrustedProxies,
): boolean {
  const peer = (forwardedFor ?? "").split(",").at(-1)?.trim();
  if (!peer) return false;
  const peerTrusted = "hops" in trusted ? trusted.hops > 0 : trusted.trust(peer, 0);
  return peerTrusted && forwardedProto?.split(",")[0]?.trim().toLowerCase() === "https";
}

/**
 * Whether a request comes from this machine, for the pages only a local operator may open
 * (the mail outbox, /metrics without a token, the alert run). Stricter than "the client
 * address is loopback": every hop, from the one that connected to the front server through
 * the trusted proxies to the client, must be a loopback address, and the chain must hold
 * nothing beyond them (an entry the trusted proxies cannot vouch for is a claim the client
 * made). So a request that reaches a web process around its proxy cannot name 127.0.0.1,
 * even when TRUSTED_PROXIES is a hop count that would otherwise believe it.
 */
export function forwardedFromThisMachine(forwardedFor: string | null, trusted: TrustedProxies): boolean {
  const entries = (forwardedFor ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const peer = entries.pop();
  if (peer === undefined) return false;
  const fakeRequest = {
    headers: { "x-forwarded-for": entries.join(", ") },
    connection: { remoteAddress: peer },
    socket: { remoteAddress: peer },
  };
  const trust = "hops" in trusted ? (_address: string, index: number) => index < trusted.hops : trusted.trust;
  // From the peer to the client: the hops the trusted proxies vouch for.
  // biome-ignore lint/suspicious/noExplicitAny: proxy-addr reads only these two fields of a request.
  const vouched = proxyaddr.all(fakeRequest as any, trust);
  return vouched.length === entries.length + 1 && vouched.every(isLoopbackAddress);
}
