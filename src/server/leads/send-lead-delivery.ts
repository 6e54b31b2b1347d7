import "server-only";
import type { Market, SiteTemplateName } from "@/domain/config/site-config";
import { buildAdfXml } from "@/domain/leads/build-adf-xml";
import type { DeliveryDestination } from "@/domain/leads/delivery-destination";
import { type LeadEmailVehicle, renderLeadEmail } from "@/domain/leads/render-lead-email";
import type { StoredLeadPayload } from "@/domain/leads/stored-lead-payload";
import {
  deliveryKey,
  WEBHOOK_DELIVERY_HEADER,
  WEBHOOK_EVENT_HEADER,
  webhookBody,
} from "@/domain/leads/webhook-body";
import type { CarImage } from "@/domain/stock/car-facts";
import { displayImage } from "@/domain/stock/display-image";
import { vehiclePath } from "@/domain/stock/vehicle-paths";
import { hostOrigin, platformOrigin } from "@/domain/tenancy/host-origin";
import { env } from "@/env";
import type { DeliveryTransport } from "@/server/leads/delivery-transport";
import { leadFileLink } from "@/server/leads/lead-file-link";
import { leadFilePath } from "@/server/leads/lead-files";
import { signWebhook } from "@/server/leads/sign-webhook";
import { platformAddress } from "@/server/sites/platform-address";

export interface DeliveryJob {
  id: number;
  website_id: number;
  prospect_status: "new" | "resend";
  destination: DeliveryDestination;
  lead: {
    id: number;
    created_at: Date;
    payload: StoredLeadPayload;
  };
  site: {
    slug: string;
    name: string;
    market: Market;
    template: SiteTemplateName;
    domain_name: string | null;
  };
  /** The shopper's uploads (with-files), attached to dealer emails and listed in webhooks. */
  files: ReadonlyArray<{
    id: number;
    download_id: string;
    filename: string;
    content_type: string;
    size: number;
    storage_path: string;
  }>;
  car: {
    name: string;
    slug: string;
    primary_image_url: string | null;
    images: CarImage[];
    year: number;
    make: string;
    model: string;
    vin: string | null;
    stocknum: string;
    price: number | null;
    car_type: string;
  } | null;
}

/**
 * Sends one outbox row through the transport: dealer email (with the shopper's uploads
 * attached), ADF 1.0 by email, or a signed webhook (which lists the uploads with signed,
 * expiring download links).
 */
export async function sendLeadDelivery(
  transport: DeliveryTransport,
  job: DeliveryJob,
  now = new Date(),
): Promise<void> {
  const lead = { ...job.lead.payload, lead_id: job.lead.id };
  const destination = job.destination;
  const key = deliveryKey(job.website_id, job.lead.id, job.id);
  switch (destination.kind) {
    case "shopper_email": {
      await transport.sendMail({
        to: [destination.to],
        subject: destination.subject,
        text: destination.text,
      });
      return;
    }
    case "email": {
      const { subject, text, html } = renderLeadEmail(lead, {
        siteName: job.site.name,
        leadId: job.lead.id,
        prospectStatus: job.prospect_status,
        market: job.site.market,
        vehicle: emailVehicle(job),
      });
      await transport.sendMail({
        to: destination.to,
        subject,
        text,
        html,
        attachments: job.files.map((file) => ({
          filename: file.filename,
          contentType: file.content_type,
          size: file.size,
          path: leadFilePath(file.storage_path),
        })),
      });
      return;
    }
    case "adf": {
      const xml = buildAdfXml(lead, {
        dealerName: job.site.name,
        status: job.prospect_status,
        // The lead id, not the delivery's: a CRM matches a "resend" to its first prospect.
        id: `${job.site.slug}-${job.lead.id}`,
        requestDate: job.lead.created_at,
        vehicle: job.car
          ? {
              year: job.car.year,
              make: job.car.make,
              model: job.car.model,
              vin: job.car.vin ?? undefined,
              stocknum: job.car.stocknum,
              priceCents: job.car.price ?? undefined,
              car_type: job.car.car_type,
            }
          : undefined,
      });
      await transport.sendMail({
        to: [destination.to],
        subject: `ADF lead ${key}`,
        // Many CRMs parse the body; others take the attachment. Both carry the same XML.
        text: xml,
        attachments: [{ filename: `${key}.xml`, content: xml, contentType: "application/xml" }],
      });
      return;
    }
    case "webhook": {
      const body = webhookBody({
        websiteId: job.website_id,
        websiteSlug: job.site.slug,
        leadId: job.lead.id,
        deliveryId: job.id,
        prospectStatus: job.prospect_status,
        lead,
        files: job.files.map(({ download_id, filename, content_type, size }) => ({
          filename,
          content_type,
          size,
          url: leadFileLink(download_id, now),
        })),
      });
      await transport.postWebhook({
        url: destination.url,
        body,
        headers: {
          ...signWebhook(body, destination.secret, { id: key, now }),
          [WEBHOOK_DELIVERY_HEADER]: key,
          [WEBHOOK_EVENT_HEADER]: job.prospect_status === "resend" ? "lead.updated" : "lead.created",
        },
      });
      return;
    }
  }
}

/** The site's public origin: its own domain, else its address on the platform. */
function siteOrigin(site: DeliveryJob["site"]): string {
  return site.domain_name
    ? hostOrigin(site.domain_name, env().SITE_URL_SCHEME)
    : platformOrigin(platformAddress(), site.slug);
}

/** The lead's car as the dealer email shows it, with absolute links to its page and photo. */
function emailVehicle(job: DeliveryJob): LeadEmailVehicle | null {
  const car = job.car;
  if (!car) return null;
  const origin = siteOrigin(job.site);
  const image = displayImage(car);
  return {
    title: car.name.trim() || `${car.year} ${car.make} ${car.model}`,
    priceCents: car.price,
    stocknum: car.stocknum,
    url: `${origin}${vehiclePath(job.site.template, car.slug)}`,
    imageUrl: image ? new URL(image, `${origin}/`).toString() : null,
  };
}
