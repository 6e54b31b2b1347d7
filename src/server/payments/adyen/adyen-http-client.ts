import "server-only";
import type { Config } from "@adyen/api-library";
import { z } from "zod";
import { AppError } from "@/server/http/app-error";

/** The root the official library builds every Checkout API URL from (its test environment). */
const LIBRARY_CHECKOUT_ROOT = "https://checkout-test.adyen.com";
const TIMEOUT_MS = 10_000;
const MAX_RESPONSE_CHARS = 256 * 1024;

type RequestOptions = {
  method?: string;
  headers?: Record<string, string | string[] | undefined>;
  idempotencyKey?: string;
  params?: Record<string, string>;
};

/**
 * The HTTP client the official Adyen library is given (its `ClientInterface`): the library
 * builds the request and reads the answer, this sends it with fetch to the dealer's base URL
 * instead of Adyen's fixed hosts. The base URL is Adyen's own Checkout API root in production
 * (`https://checkout-test.adyen.com` for a test account, or the live
 * `https://{prefix}-checkout-live.adyenpayments.com/checkout`) and the local stand-in in the
 * demo and the tests; the library is kept on its test environment so that every URL it builds
 * starts with the one root replaced here.
 */
export class AdyenFetchClient {
  constructor(
    private readonly baseUrl: string,
    private readonly send: typeof fetch = fetch,
  ) {}

  async request(
    endpoint: string,
    json: string | Buffer,
    config: Config,
    _isApiKeyRequired: boolean,
    requestOptions: RequestOptions = {},
  ): Promise<string> {
    if (!endpoint.startsWith(LIBRARY_CHECKOUT_ROOT)) {
      throw new AppError("internal_error", `Adyen endpoint outside the Checkout API: ${endpoint}`);
    }
    const url = new URL(this.baseUrl.replace(/\/+$/, "") + endpoint.slice(LIBRARY_CHECKOUT_ROOT.length));
    for (const [name, value] of Object.entries(requestOptions.params ?? {}))
      url.searchParams.set(name, value);
    const method = requestOptions.method ?? "POST";
    const headers: Record<string, string> = {
      "content-type": "application/json",
      accept: "application/json",
      "x-api-key": config.apiKey ?? "",
    };
    if (requestOptions.idempotencyKey) headers["idempotency-key"] = requestOptions.idempotencyKey;
    let response: Response;
    try {
      response = await this.send(url, {
        method,
        headers,
        ...(method === "GET" ? {} : { body: typeof json === "string" ? json : new Uint8Array(json) }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
        redirect: "error",
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new AppError("provider_unavailable", `Adyen did not answer: ${reason}`);
    }
    const text = (await response.text()).slice(0, MAX_RESPONSE_CHARS);
    if (response.ok) return text;
    throw adyenFailure(response.status, text);
  }
}

const adyenErrorSchema = z.object({
  message: z.string(),
  errorCode: z.union([z.string(), z.number()]).nullish().catch(undefined),
});

/** Adyen's error body {status, errorCode, message, errorType} as the one application error. */
function adyenFailure(status: number, text: string): AppError {
  let message = `HTTP ${status}`;
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON: the status says enough
  }
  const body = adyenErrorSchema.safeParse(json);
  if (body.success) message = `${body.data.message} (${String(body.data.errorCode ?? status)})`;
  if (status === 404) return new AppError("not_found", `Adyen: ${message}`);
  return new AppError("provider_unavailable", `Adyen refused the request: ${message}`);
}
