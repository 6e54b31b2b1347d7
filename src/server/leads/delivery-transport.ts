import "server-only";

/** An attachment given inline (a generated document) or as a stored file (a lead's upload). */
type MailAttachment =
  | { filename: string; content: string; contentType?: string }
  | { filename: string; path: string; contentType: string; size: number };

export interface MailMessage {
  to: string[];
  subject: string;
  text: string;
  /** The HTML part (the text is then its plain-text alternative). */
  html?: string;
  attachments?: MailAttachment[];
  /** Extra headers (List-Unsubscribe on shoppers' alerts). */
  headers?: Record<string, string>;
}

export interface WebhookRequest {
  url: string;
  body: string;
  headers: Record<string, string>;
}

/**
 * How deliveries leave the building. The worker takes one explicitly, so tests use a fake
 * and production uses SMTP (or the local mail outbox) and fetch. A method that throws or
 * rejects is a failed attempt; its message is recorded.
 */
export interface DeliveryTransport {
  sendMail(message: MailMessage): Promise<void>;
  postWebhook(request: WebhookRequest): Promise<void>;
}
