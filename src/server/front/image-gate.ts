import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import type { Refusal } from "@/server/front/request-guard";

/**
 * The gate in front of the requests that make Next resize an image with sharp (CPU-bound,
 * hundreds of milliseconds each): the image optimiser (`/_next/image`) and the social-image
 * routes of vehicles and blog posts. Without it one client asking for many widths, qualities
 * and images keeps every core resizing, and every page on every site slows down.
 * - Each client (its address as resolved through the trusted proxies, as for the intake
 *   limits) may make `perClientPerMinute` such requests a minute; past it, 429 with
 *   Retry-After. A search page asks for about 24 images and a vehicle gallery about 30, so a
 *   shopper browsing quickly stays well inside the default.
 * - At most `maxConcurrent` are with Next at once (one a core by default); the others wait
 *   their turn, taken client by client in turn so one client's queue never holds another's
 *   images back. One client may have `maxQueuedPerClient` waiting (429 past it), and all
 *   clients `maxQueued` (503 past it).
 * The counts are per web process (like the body budget), so each process bounds its own cores.
 */
export interface ImageGateOptions {
  /** Image requests one client may make a minute; 0 turns the limit off. */
  perClientPerMinute: number;
  /** Image requests with Next at once. */
  maxConcurrent: number;
  /** Image requests one client may have waiting for a turn. */
  maxQueuedPerClient?: number;
  /** Image requests all clients may have waiting for a turn. */
  maxQueued?: number;
}

const IMAGE_PATHS = [/^\/_next\/image$/, /^\/api\/(?:cars|blog)\/[^/]+\/social-image$/];

/** Whether a request makes Next resize an image. */
export function isImageRequest(method: string | undefined, url: string | undefined): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  const pathname = (url ?? "").split("?", 1)[0] ?? "";
  return IMAGE_PATHS.some((pattern) => pattern.test(pathname));
}

type Admission = { release: () => void } | { refusal: Refusal };

export class ImageGate {
  private readonly limiter: RateLimiterMemory | null;
  private readonly maxConcurrent: number;
  private readonly maxQueuedPerClient: number;
  private readonly maxQueued: number;
  private active = 0;
  private queued = 0;
  /** Waiting requests by client; the map's order is the turn order. */
  private readonly waiting = new Map<string, Array<() => void>>();

  constructor(options: ImageGateOptions) {
    this.limiter =
      options.perClientPerMinute > 0
        ? new RateLimiterMemory({ points: options.perClientPerMinute, duration: 60, keyPrefix: "image" })
        : null;
    this.maxConcurrent = Math.max(1, options.maxConcurrent);
    this.maxQueuedPerClient = options.maxQueuedPerClient ?? 64;
    this.maxQueued = options.maxQueued ?? 256;
  }

  /**
   * Counts one image request of `client` and waits for its turn. `gone` resolves when the
   * client has left (a request still waiting then gives up its place).
   */
  async admit(client: string, gone: Promise<void>): Promise<Admission> {
    if (this.limiter) {
      try {
        await this.limiter.consume(client);
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
        return {
          refusal: {
            status: 429,
            message: `Too many image requests. Please try again in ${seconds} seconds.`,
            headers: { "retry-after": String(seconds) },
          },
        };
      }
    }
    if (this.active < this.maxConcurrent) {
      this.active++;
      return { release: this.releaser() };
    }
    const mine = this.waiting.get(client) ?? [];
    if (mine.length >= this.maxQueuedPerClient)
      return { refusal: busy(429, "Too many image requests at once from this client.") };
    if (this.queued >= this.maxQueued) return { refusal: busy(503, "Images are busy.") };
    return new Promise<Admission>((resolve) => {
      let waiting = true;
      const turn = () => {
        waiting = false;
        resolve({ release: this.releaser() });
      };
      mine.push(turn);
      this.waiting.set(client, mine);
      this.queued++;
      void gone.then(() => {
        if (!waiting) return;
        waiting = false;
        const index = mine.indexOf(turn);
        if (index >= 0) mine.splice(index, 1);
        if (mine.length === 0 && this.waiting.get(client) === mine) this.waiting.delete(client);
        this.queued--;
        resolve({ refusal: busy(503, "The client left.") });
      });
    });
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.handOn();
    };
  }

  /** A finished request's place goes to the next client in turn, or is freed. */
  private handOn() {
    for (const [client, waiters] of this.waiting) {
      const turn = waiters.shift();
      // The client goes to the back of the turn order (or leaves it with nothing waiting).
      this.waiting.delete(client);
      if (waiters.length > 0) this.waiting.set(client, waiters);
      if (!turn) continue;
      this.queued--;
      turn();
      return;
    }
    this.active--;
  }
}

function busy(status: 429 | 503, message: string): Refusal {
  return { status, message: `${message} Please try again in a moment.`, headers: { "retry-after": "1" } };
}
