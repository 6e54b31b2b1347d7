"use client";
import { useCallback, useEffect, useState } from "react";
import {
  LOCATION_START,
  locationBody,
  locationFieldErrors,
  SITE_START,
  siteBody,
  siteFieldErrors,
} from "@/domain/console/onboarding-form";
import { consoleApi } from "@/features/console/console-api";
import { useDealershipChoice, useStepForm } from "@/features/console/onboarding-fields";
import { ImportStep, PublishStep } from "@/features/console/onboarding-uploads";
import {
  type Dealership,
  DealershipStepView,
  type Group,
  GroupStepView,
  LocationStepView,
  OnboardingView,
  type SiteRow,
  SiteStepView,
} from "@/features/console/onboarding-view";

/**
 * Onboarding a dealer without code: a dealer group (operators), a dealership with its feed
 * key (shown once), a location, a site (unpublished until Publish), and its cars from a CSV
 * file. Each step is its own form; the server checks every field and the member's scope.
 * The state and the API calls are here (the steps that send a file in onboarding-uploads.tsx),
 * the markup onboarding-view.tsx's.
 */
export function Onboarding({ role }: { role: "operator" | "group_admin" | "dealership_staff" }) {
  const [groups, setGroups] = useState<Group[]>([]);
  const [dealerships, setDealerships] = useState<Dealership[]>([]);
  const [sites, setSites] = useState<SiteRow[]>([]);
  const reload = useCallback(async () => {
    const [g, d, s] = await Promise.all([
      consoleApi<{ groups: Group[] }>("groups"),
      consoleApi<{ dealerships: Dealership[] }>("dealerships"),
      consoleApi<{ sites: SiteRow[] }>("sites"),
    ]);
    if (g.ok) setGroups(g.data.groups);
    if (d.ok) setDealerships(d.data.dealerships);
    if (s.ok) setSites(s.data.sites);
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);

  return (
    <OnboardingView>
      {role === "operator" && <GroupStep onDone={reload} />}
      <DealershipStep groups={groups} onDone={reload} />
      <LocationStep dealerships={dealerships} />
      <SiteStep dealerships={dealerships} onDone={reload} />
      <ImportStep dealerships={dealerships} />
      <PublishStep sites={sites} onDone={reload} />
    </OnboardingView>
  );
}

function GroupStep({ onDone }: { onDone(): void }) {
  const form = useStepForm({ name: "", slug: "" });
  return (
    <GroupStepView
      form={form}
      onSubmit={async () => {
        const answer = await form.send<{ group: Group }>("groups", form.values);
        if (answer.ok) {
          form.setMessage({ kind: "ok", text: `Dealer group ${answer.data.group.name} created.` });
          onDone();
        }
      }}
    />
  );
}

function DealershipStep({ groups, onDone }: { groups: Group[]; onDone(): void }) {
  const form = useStepForm({ name: "", slug: "", dealer_group_id: "", phone: "", email: "" });
  const [feedKey, setFeedKey] = useState<string | null>(null);
  const group = form.values.dealer_group_id || String(groups[0]?.id ?? "");
  return (
    <DealershipStepView
      form={form}
      groups={groups}
      feedKey={feedKey}
      onSubmit={async () => {
        setFeedKey(null);
        const answer = await form.send<{ dealership: Dealership; feed_key: string }>("dealerships", {
          ...form.values,
          dealer_group_id: group === "" ? null : Number(group),
        });
        if (answer.ok) {
          form.setMessage({ kind: "ok", text: `Dealership ${answer.data.dealership.name} created.` });
          setFeedKey(answer.data.feed_key);
          onDone();
        }
      }}
    />
  );
}

function LocationStep({ dealerships }: { dealerships: Dealership[] }) {
  const [dealership, setDealership] = useDealershipChoice(dealerships);
  const form = useStepForm(LOCATION_START);
  return (
    <LocationStepView
      form={{ ...form, errors: locationFieldErrors(form.errors) }}
      dealerships={dealerships}
      dealership={dealership}
      onDealership={setDealership}
      onSubmit={async () => {
        const answer = await form.send<{ location: { name: string } }>(
          `dealerships/${dealership}/locations`,
          locationBody(form.values),
        );
        if (answer.ok) form.setMessage({ kind: "ok", text: `Location ${answer.data.location.name} added.` });
      }}
    />
  );
}

function SiteStep({ dealerships, onDone }: { dealerships: Dealership[]; onDone(): void }) {
  const [dealership, setDealership] = useDealershipChoice(dealerships);
  const form = useStepForm(SITE_START);
  return (
    <SiteStepView
      form={{ ...form, errors: siteFieldErrors(form.errors) }}
      dealerships={dealerships}
      dealership={dealership}
      onDealership={setDealership}
      onSubmit={async () => {
        const answer = await form.send<{ site: SiteRow }>("sites", siteBody(form.values, dealership));
        if (answer.ok) {
          form.setMessage({ kind: "ok", text: `Site ${answer.data.site.name} created (not published yet).` });
          onDone();
        }
      }}
    />
  );
}
