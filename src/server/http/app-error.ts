import "server-only";

/**
 * The one application error. Every API answers a failure as
 * `{error: {code, message, fields?}}` with the status below; clients branch on `code`.
 *
 * | code                       | status | when |
 * | -------------------------- | ------ | ---- |
 * | invalid_json               | 400    | the body is not JSON (or not the form data the route takes) |
 * | spam_detected              | 400    | no longer answered: a filled honeypot gets a decoy success |
 * | unauthorized               | 401    | missing or wrong credentials (dashboard data API, inventory feed key) |
 * | forbidden                  | 403    | the credentials are valid but not for this (a feed key writing another dealership's car) |
 * | captcha_required           | 403    | the site asks for the captcha and none was sent |
 * | captcha_failed             | 403    | the proof-of-work solution is wrong, expired, for another site, or already used |
 * | invalid_lead_token         | 403    | no longer answered: a wrong lead token is lead_not_found |
 * | site_not_found             | 404    | no site has this host |
 * | lead_not_found             | 404    | no lead with this id on this site, or not the token its POST returned |
 * | not_found                  | 404    | anything else that does not exist |
 * | destination_not_configured | 404    | the site has no destination for this intake (car-clarity) |
 * | lead_already_completed     | 409    | an update to a lead whose final submit was already accepted |
 * | car_not_reservable         | 409    | the car cannot be reserved now (sold, reserved, no usable payment key) |
 * | version_conflict           | 409    | a console save based on a settings version that is no longer the latest |
 * | slug_conflict              | 409    | a feed write gives a vehicle a slug another of the same dealership's vehicles has (`fields.slug`) |
 * | payload_too_large          | 413    | the body (or an upload) is over the route's limit |
 * | unsupported_media_type     | 415    | wrong content type, or an upload type that is not allowed |
 * | validation_failed          | 422    | a field is wrong: `fields` maps each field to the spec's message |
 * | idempotency_key_reused     | 422    | the Idempotency-Key was used before with a different body |
 * | rate_limited               | 429    | too many requests from this client to this site; see Retry-After |
 * | internal_error             | 500    | anything unexpected (logged; no detail is given out) |
 * | provider_unavailable       | 502    | an outside provider (a vehicle lookup) failed after its retries, or the site's payment provider is not available |
 */
const APP_ERROR_STATUS = {
  invalid_json: 400,
  spam_detected: 400,
  unauthorized: 401,
  forbidden: 403,
  captcha_required: 403,
  captcha_failed: 403,
  invalid_lead_token: 403,
  site_not_found: 404,
  lead_not_found: 404,
  not_found: 404,
  destination_not_configured: 404,
  lead_already_completed: 409,
  car_not_reservable: 409,
  version_conflict: 409,
  slug_conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation_failed: 422,
  idempotency_key_reused: 422,
  rate_limited: 429,
  internal_error: 500,
  provider_unavailable: 502,
} as const;

export type AppErrorCode = keyof typeof APP_ERROR_STATUS;

export interface AppErrorBody {
  error: { code: AppErrorCode; message: string; fields?: Record<string, string> };
}

export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly options: { fields?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = "AppError";
    this.status = APP_ERROR_STATUS[code];
  }

  get fields(): Record<string, string> | undefined {
    return this.options.fields;
  }

  toBody(): AppErrorBody {
    return {
      error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) },
    };
  }

  toResponse(): Response {
    return Response.json(this.toBody(), { status: this.status, headers: this.options.headers });
  }
}

/** A validation failure naming each field with its message (the first issue per field). */
export function validationError(fields: Record<string, string>, message?: string): AppError {
  const names = Object.keys(fields);
  const [only] = names;
  return new AppError(
    "validation_failed",
    message ??
      (names.length === 1 && only !== undefined
        ? `${only}: ${fields[only]}`
        : `${names.length} fields are invalid`),
    { fields },
  );
}
