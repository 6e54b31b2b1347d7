import { Fragment } from "react";
import { Collapsible } from "@/components/ui/collapsible";
import { SiteLink } from "@/components/ui/site-link";
import { Tooltip } from "@/components/ui/tooltip";
import type { Market } from "@/domain/config/site-config";
import { distinctContactNumbers, emailWrapPoints } from "@/domain/site/contact-numbers";
import { localiseText } from "@/domain/site/locale";
import {
  type DayHours,
  displayHours,
  type OpeningHours,
  type OpenNow,
  WEEKDAY_NAMES,
  type Weekday,
} from "@/domain/site/opening-hours";
import { DirectionsLink } from "@/features/pages/directions-link";
import { PhoneReveal } from "@/features/phone/phone-reveal";
import type { SiteLocation } from "@/server/sites/site";

// A location's card on /our-locations/, from its model alone (locations-list.tsx works the
// model out: the hours that apply, open now, today, its reviews to show).

const TYPE_LABELS = { sales: "Sales", service: "Service", parts: "Parts" } as const;
// Dealers print the week from Monday.
const WEEK_FROM_MONDAY: Weekday[] = [1, 2, 3, 4, 5, 6, 0];

export interface LocationCardModel {
  location: SiteLocation;
  /** The location's hours, or the site's where it has none. */
  hours: OpeningHours;
  status: OpenNow;
  /** Today at the location (its own time zone). */
  today: Weekday;
  /** Its own type first, then its other departments. */
  types: ReadonlyArray<SiteLocation["location_type"]>;
  reviews: ReadonlyArray<SiteLocation["reviews"]["items"][number]>;
}

/** A location's card: its types, open now or not, address, numbers, licences, week's hours and reviews. */
export function LocationCard({
  card,
  siteId,
  market,
}: {
  card: LocationCardModel;
  siteId: number;
  market: Market;
}) {
  const { location, hours, status, today, types, reviews } = card;
  const t = (text: string) => localiseText(text, market);
  const { phone, landline_phone, mobile, email } = location.contact_detail;
  const headingId = `location-${location.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="card h-full p-6"
      data-location={location.slug}
      data-time-zone={location.time_zone}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="text-xl font-bold">
            {location.name}
          </h3>
          <p className="mt-1 flex flex-wrap gap-1.5">
            {types.map((type) => (
              <span
                key={type}
                className="rounded bg-surface px-2 py-0.5 text-xs font-semibold text-muted ring-1 ring-line"
              >
                {TYPE_LABELS[type]}
              </span>
            ))}
          </p>
        </div>
        <div className="flex items-center gap-1">
          <p
            data-open-status={status.open ? "open" : "closed"}
            className={`flex items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold ${status.open ? "bg-emerald-50 text-emerald-800" : "bg-surface text-muted"}`}
          >
            <span
              aria-hidden="true"
              className={`size-2 rounded-full ${status.open ? "bg-emerald-600" : "bg-slate-400"}`}
            />
            {status.label}
          </p>
          <Tooltip content={`Times are local to ${location.name}: ${timeZoneCity(location.time_zone)} time.`}>
            <button
              type="button"
              aria-label={`Time zone of ${location.name}`}
              className="grid size-8 place-items-center rounded-full text-muted hover:bg-surface hover:text-ink"
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4">
                <path
                  fill="currentColor"
                  d="M10 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16Zm0 7a1 1 0 0 0-1 1v4a1 1 0 1 0 2 0v-4a1 1 0 0 0-1-1Zm0-3.5a1.25 1.25 0 1 0 0 2.5 1.25 1.25 0 0 0 0-2.5Z"
                />
              </svg>
            </button>
          </Tooltip>
        </div>
      </div>

      <div className="mt-5 grid gap-6 sm:grid-cols-2">
        <div className="space-y-4 text-sm">
          {location.address.full && (
            <div>
              <h4 className="font-semibold">Address</h4>
              <p className="mt-1">{location.address.full}</p>
              <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
                {location.address.map_url && (
                  <DirectionsLink
                    href={location.address.map_url}
                    location={location.slug}
                    className="font-semibold text-brand-link underline-offset-4 hover:underline"
                  >
                    Get directions<span className="sr-only"> to {location.name} (opens in a new tab)</span>
                  </DirectionsLink>
                )}
                {location.address.place_url && (
                  <DirectionsLink
                    href={location.address.place_url}
                    location={location.slug}
                    className="font-semibold text-brand-link underline-offset-4 hover:underline"
                  >
                    View on map<span className="sr-only"> (opens in a new tab)</span>
                  </DirectionsLink>
                )}
              </p>
            </div>
          )}
          {(phone || landline_phone || mobile || email) && (
            <div>
              <h4 className="font-semibold">Contact</h4>
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                {distinctContactNumbers([
                  ["Phone", phone],
                  ["Landline", landline_phone],
                  ["Mobile", mobile],
                ]).map(([label, number]) =>
                  number ? (
                    <div key={label} className="contents">
                      <dt className="text-muted">{label}</dt>
                      <dd>
                        <PhoneReveal
                          phone={number}
                          display="show"
                          prefix=""
                          websiteId={siteId}
                          dealershipId={location.dealership_id}
                          className="font-semibold text-brand-link hover:underline"
                        />
                      </dd>
                    </div>
                  ) : null,
                )}
                {email && (
                  <div className="contents">
                    <dt className="text-muted">Email</dt>
                    <dd className="min-w-0">
                      <SiteLink
                        href={`mailto:${email}`}
                        className="font-semibold text-brand-link hover:underline"
                      >
                        {emailWrapPoints(email).map((part, i) => (
                          <Fragment key={i}>
                            {i > 0 && <wbr />}
                            {part}
                          </Fragment>
                        ))}
                      </SiteLink>
                    </dd>
                  </div>
                )}
              </dl>
            </div>
          )}
          {(location.dealer_license_number || location.motor_vehicle_repairer) && (
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs text-muted">
              {location.dealer_license_number && (
                <div className="contents">
                  <dt>{t("Dealer licence")}</dt>
                  <dd data-dealer-licence>{location.dealer_license_number}</dd>
                </div>
              )}
              {location.motor_vehicle_repairer && (
                <div className="contents">
                  <dt>Motor vehicle repairer</dt>
                  <dd>{location.motor_vehicle_repairer}</dd>
                </div>
              )}
            </dl>
          )}
        </div>

        <table className="h-fit w-full text-sm" data-opening-hours>
          <caption className="mb-1 text-left font-semibold">{t("Opening hours")}</caption>
          <tbody>
            {WEEK_FROM_MONDAY.map((weekday) => {
              const isToday = weekday === today;
              return (
                <tr
                  key={weekday}
                  data-weekday={weekday}
                  className={isToday ? "bg-surface font-semibold" : ""}
                  aria-current={isToday ? "date" : undefined}
                >
                  <th scope="row" className="py-1 pr-3 text-left font-medium">
                    {WEEKDAY_NAMES[weekday]}
                    {isToday && <span className="sr-only"> (today)</span>}
                  </th>
                  <td className="py-1 text-right tabular-nums">{displayHours(dayOf(hours, weekday))}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      {reviews.length > 0 && (
        <div className="mt-6 border-t border-line pt-4">
          <Collapsible
            trigger={
              <span className="text-sm font-semibold">
                {location.reviews.average_rating.toFixed(1)} out of 5 from {location.reviews.count} reviews ·
                Read {reviews.length} {reviews.length === 1 ? "review" : "reviews"}
              </span>
            }
            triggerClassName="py-1 hover:text-brand-link"
          >
            <ul className="space-y-4 pt-3" data-reviews>
              {reviews.map((review, i) => (
                <li key={i} className="text-sm">
                  <p className="font-semibold">
                    <span aria-hidden="true" className="text-amber-600">
                      {"★".repeat(Math.round(Number(review.rating)))}
                    </span>
                    <span className="sr-only">{review.rating} out of 5</span> {review.author}
                  </p>
                  <p className="mt-1 text-muted">{review.text}</p>
                </li>
              ))}
            </ul>
          </Collapsible>
        </div>
      )}
    </article>
  );
}

function dayOf(hours: OpeningHours, weekday: Weekday) {
  return (hours as Readonly<Partial<Record<number, DayHours>>>)[weekday];
}

/** 'Australia/Perth' → 'Perth', 'America/Los_Angeles' → 'Los Angeles'. */
function timeZoneCity(timeZone: string): string {
  return (timeZone.split("/").at(-1) ?? timeZone).replace(/_/g, " ");
}
