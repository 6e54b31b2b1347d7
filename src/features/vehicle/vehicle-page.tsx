import type { ReactNode } from "react";
import { Breadcrumb } from "@/components/ui/breadcrumb";
import { jsonForScript } from "@/domain/security/escape-markup";
import { nounInSentence } from "@/domain/site/vehicle-noun";
import { badgeFor } from "@/domain/stock/badge-for";
import { vehicleTitle } from "@/domain/stock/vehicle-meta";
import { isAvailable } from "@/domain/stock/vehicle-status";
import { BadgeLabel } from "@/features/vehicle/badge-label";
import { badgeSettings } from "@/features/vehicle/badge-settings";
import { SimilarVehicles } from "@/features/vehicle/similar-vehicles";
import { VehicleAbout } from "@/features/vehicle/vehicle-about";
import { BADGE_STYLES } from "@/features/vehicle/vehicle-card";
import { VehicleEnquiry } from "@/features/vehicle/vehicle-enquiry";
import { VehicleLocation } from "@/features/vehicle/vehicle-location";
import { VehicleSpecs } from "@/features/vehicle/vehicle-specs";
import { VehicleSummaryPanel } from "@/features/vehicle/vehicle-summary-panel";
import type { Site } from "@/server/sites/site";
import type { CarDetail } from "@/server/stock/car-detail";

export interface VehiclePageProps {
  site: Site;
  car: CarDetail;
  now: Date;
  noun: string;
  /** the search the breadcrumb goes back to */
  searchPath: string;
  searchLabel: string;
  jsonLd: Record<string, unknown>;
  // The interactive parts, each in its place (Astro's named slots; src/astro/components/VehiclePage.astro).
  /** The photos (VehicleGallery), with VehicleBadge in its `badge` slot. */
  gallery: ReactNode;
  favourite: ReactNode;
  compare: ReactNode;
  /** Records the car among this device's recently viewed. */
  recordView: ReactNode;
  /** The repayment estimate, where the car and site have one. */
  estimate?: ReactNode;
  actionBar: ReactNode;
  /** Whether the car's location is open now, where the site lists it. */
  openNow?: ReactNode;
  /** the vehicle enquiry form, when the forms area provides one */
  enquiryForm?: ReactNode;
  /** Similar cars' grid, when there are any. */
  similarGrid?: ReactNode;
  /** Call and Enquire, kept at the bottom of a phone's screen. */
  phoneBar?: ReactNode;
}

/** The photo's corner badge ("Just arrived", "Reserved", …): the gallery's `badge` slot. */
export function VehicleBadge({ site, car, now }: { site: Site; car: CarDetail; now: Date }) {
  const badge = badgeFor(car, badgeSettings(site.config), now);
  if (!badge) return null;
  return (
    <span
      className={`absolute left-3 top-3 z-10 rounded px-2.5 py-1 text-sm font-bold uppercase tracking-wide shadow ${BADGE_STYLES[badge.kind]}`}
      data-badge={badge.kind}
    >
      <BadgeLabel badge={badge} stock={site.config.stock} size="page" />
    </span>
  );
}

/**
 * A vehicle's page (its markup: the interactive parts are passed in): the photos
 * beside the price and actions panel, then the description, features, specifications,
 * location and enquiry, then similar vehicles.
 */
export function VehiclePage(props: VehiclePageProps) {
  const { site, car, now, noun } = props;
  const title = vehicleTitle(car);
  const badge = badgeFor(car, badgeSettings(site.config), now);
  const siteLocation = site.locations.find((l) => l.id === car.location?.id);
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw text; jsonForScript escapes "<". */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(props.jsonLd) }} />
      <div className="container-site py-6" data-page-car-type={car.car_type}>
        <Breadcrumb
          trail={[
            { label: "Home", href: "/" },
            { label: props.searchLabel, href: props.searchPath },
          ]}
          current={title}
        />

        {!isAvailable(car) && (
          <div role="status" className="mt-4 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
            <p className="font-bold">This {nounInSentence(noun)} has been sold.</p>
            <p className="mt-1 text-sm">
              Similar vehicles are listed below, or{" "}
              <a href={props.searchPath} className="font-semibold underline">
                browse all our stock
              </a>
              .
            </p>
          </div>
        )}

        {badge?.kind === "reserved" && (
          <div
            role="status"
            data-testid="reserved-notice"
            className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
          >
            <p className="font-bold">This {nounInSentence(noun)} is reserved.</p>
            <p className="mt-1 text-sm">
              It is held for another buyer. Enquire below and we will let you know if it comes back, or{" "}
              <a href={props.searchPath} className="font-semibold underline">
                browse all our stock
              </a>
              .
            </p>
          </div>
        )}

        <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <div className="min-w-0">{props.gallery}</div>

          <VehicleSummaryPanel
            site={site}
            car={car}
            noun={noun}
            favourite={props.favourite}
            compare={props.compare}
            recordView={props.recordView}
            estimate={props.estimate}
            actionBar={props.actionBar}
          />

          <div className="min-w-0 space-y-10">
            <VehicleAbout car={car} noun={noun} />
            <VehicleSpecs
              site={site}
              car={car}
              now={now}
              timeZone={siteLocation?.time_zone ?? "Australia/Sydney"}
            />
            <VehicleLocation car={car} openNow={props.openNow} />
            <VehicleEnquiry carId={car.id} noun={noun} market={site.market} form={props.enquiryForm} />
          </div>
        </div>
      </div>

      <SimilarVehicles site={site} searchPath={props.searchPath} grid={props.similarGrid} />
      {props.phoneBar}
    </>
  );
}
