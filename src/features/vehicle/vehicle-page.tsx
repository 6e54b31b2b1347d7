import type { ReactNode } from "react";
import { Breadcrumb } from "@/components/ui/breadcrumb";
import type { VehicleAction } from "@/domain/config/site-config";
import { jsonForScript } from "@/domain/security/escape-markup";
import { localiseText } from "@/domain/site/locale";
import { tradeProfile } from "@/domain/site/trade-profile";
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
import { VehicleGallery } from "@/features/vehicle/vehicle-gallery";
import { VehicleLocation } from "@/features/vehicle/vehicle-location";
import { VehiclePhoneBar } from "@/features/vehicle/vehicle-phone-bar";
import { VehicleSpecs } from "@/features/vehicle/vehicle-specs";
import { VehicleSummaryPanel } from "@/features/vehicle/vehicle-summary-panel";
import type { Site } from "@/server/sites/site";
import type { CarDetail } from "@/server/stock/car-detail";
import type { CarSummary } from "@/server/stock/car-summary";

export interface VehiclePageProps {
  site: Site;
  car: CarDetail;
  actions: readonly VehicleAction[];
  similar: CarSummary[];
  now: Date;
  noun: string;
  /** the search the breadcrumb goes back to */
  searchPath: string;
  searchLabel: string;
  phone: string | null;
  jsonLd: Record<string, unknown>;
  /** the vehicle enquiry form, when the forms area provides one */
  enquiryForm?: ReactNode;
  /** the test-drive booking, opened in a dialog by the test-drive action */
  testDriveForm?: ReactNode;
}

/**
 * A vehicle's page (a server component; its islands are the gallery, the favourite toggle,
 * the actions and the phone bar): the photos beside the price and actions panel, then the
 * description, features, specifications, location and enquiry, then similar vehicles.
 */
export function VehiclePage(props: VehiclePageProps) {
  const { site, car, actions, now, noun } = props;
  const title = vehicleTitle(car);
  const badge = badgeFor(car, badgeSettings(site.config), now);
  const siteLocation = site.locations.find((l) => l.id === car.location?.id);

  const badgeNode = badge && (
    <span
      className={`absolute left-3 top-3 z-10 rounded px-2.5 py-1 text-sm font-bold uppercase tracking-wide shadow ${BADGE_STYLES[badge.kind]}`}
      data-badge={badge.kind}
    >
      <BadgeLabel badge={badge} stock={site.config.stock} size="page" />
    </span>
  );

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
          <div className="min-w-0">
            <VehicleGallery
              images={car.images}
              alt={title}
              quality={site.config.image_quality}
              badge={badgeNode}
            />
          </div>

          <VehicleSummaryPanel
            site={site}
            car={car}
            actions={actions}
            noun={noun}
            phone={props.phone}
            testDriveForm={props.testDriveForm}
          />

          <div className="min-w-0 space-y-10">
            <VehicleAbout car={car} noun={noun} />
            <VehicleSpecs
              site={site}
              car={car}
              now={now}
              timeZone={siteLocation?.time_zone ?? "Australia/Sydney"}
            />
            <VehicleLocation car={car} siteLocation={siteLocation} now={now} />
            <VehicleEnquiry carId={car.id} noun={noun} market={site.market} form={props.enquiryForm} />
          </div>
        </div>
      </div>

      <SimilarVehicles site={site} cars={props.similar} now={now} searchPath={props.searchPath} />
      <VehiclePhoneBar
        actions={actions}
        car={car}
        phone={props.phone}
        websiteId={site.id}
        label={localiseText(tradeProfile(site.template).phoneAction, site.market)}
      />
    </>
  );
}
