import {
  AD_FEED_PATH,
  type AdFeedAvailability,
  type AdFeedName,
  type AdFeedVehicle,
  type FeedIssue,
  type FeedIssueSeverity,
} from "@/domain/ad-feeds/ad-feed-vehicle";
import { googleVehicleIssues } from "@/domain/ad-feeds/google-vehicle-feed";
import { metaVehicleIssues } from "@/domain/ad-feeds/meta-vehicle-feed";
import type { SiteTemplateName } from "@/domain/config/site-config";

/**
 * The validation report of a site's feed: for every vehicle of the feed's
 * scope, what is missing or invalid, with counts. A pure fold over the vehicles, so the server
 * can feed it batch by batch (flat memory) and a console page can show the same object.
 */

/** The vehicles listed one by one; past this many only the counts grow. */
export const MAX_REPORTED_VEHICLES = 500;

/** A vehicle's issues for one feed (the feed's own checks). */
export function adFeedIssues(
  vehicle: AdFeedVehicle,
  feed: AdFeedName,
  template: SiteTemplateName,
): FeedIssue[] {
  return feed === "google" ? googleVehicleIssues(vehicle) : metaVehicleIssues(vehicle, template);
}

/** Whether a vehicle with these issues is written to the feed: only without an error. */
export function isSent(issues: readonly FeedIssue[]): boolean {
  return !issues.some((i) => i.severity === "error");
}

interface ReportedVehicle {
  car_id: number;
  stocknum: string;
  title: string;
  /** The vehicle page's path on the site. */
  path: string;
  /** False when an error keeps it out of the feed. */
  in_feed: boolean;
  issues: FeedIssue[];
}

interface IssueCount {
  code: string;
  attribute: string;
  severity: FeedIssueSeverity;
  /** Vehicles with this issue. */
  vehicles: number;
}

export interface FeedReport {
  feed: AdFeedName;
  path: string;
  /** Null when the site serves the feed; else why not (and nothing else is counted). */
  not_served: string | null;
  /** Vehicles of the feed's scope. */
  vehicles: number;
  in_feed: number;
  left_out: number;
  /** Vehicles in the feed that have warnings. */
  with_warnings: number;
  /** Each issue with the number of vehicles that have it: errors first, then the most common. */
  issues: IssueCount[];
  /** Vehicles with any issue, in the feed's order, at most MAX_REPORTED_VEHICLES. */
  vehicles_with_issues: ReportedVehicle[];
  /** Vehicles with issues past that list. */
  more_vehicles_with_issues: number;
}

/** A report being added to (startFeedReport, addToFeedReport, finishFeedReport). */
export interface FeedReportBuilder {
  report: FeedReport;
  counts: Map<string, IssueCount>;
}

export function startFeedReport(feed: AdFeedName, availability: AdFeedAvailability): FeedReportBuilder {
  return {
    report: {
      feed,
      path: AD_FEED_PATH[feed],
      not_served: availability.ok ? null : availability.reason,
      vehicles: 0,
      in_feed: 0,
      left_out: 0,
      with_warnings: 0,
      issues: [],
      vehicles_with_issues: [],
      more_vehicles_with_issues: 0,
    },
    counts: new Map(),
  };
}

export function addToFeedReport(
  builder: FeedReportBuilder,
  vehicle: AdFeedVehicle,
  issues: FeedIssue[],
): void {
  const { report, counts } = builder;
  report.vehicles += 1;
  const sent = isSent(issues);
  if (sent) report.in_feed += 1;
  else report.left_out += 1;
  if (sent && issues.length > 0) report.with_warnings += 1;
  if (issues.length === 0) return;
  for (const found of issues) {
    const count = counts.get(found.code);
    if (count) count.vehicles += 1;
    else
      counts.set(found.code, {
        code: found.code,
        attribute: found.attribute,
        severity: found.severity,
        vehicles: 1,
      });
  }
  if (report.vehicles_with_issues.length < MAX_REPORTED_VEHICLES) {
    report.vehicles_with_issues.push({
      car_id: vehicle.car_id,
      stocknum: vehicle.stocknum,
      title: vehicle.title,
      path: vehicle.path,
      in_feed: sent,
      issues,
    });
  } else {
    report.more_vehicles_with_issues += 1;
  }
}

export function finishFeedReport(builder: FeedReportBuilder): FeedReport {
  const rank = (s: FeedIssueSeverity) => (s === "error" ? 0 : 1);
  return {
    ...builder.report,
    issues: [...builder.counts.values()].sort(
      (a, b) =>
        rank(a.severity) - rank(b.severity) || b.vehicles - a.vehicles || a.code.localeCompare(b.code),
    ),
  };
}
