"use client";

import { useEffect, useState } from "react";
import { EVENT_IDS } from "@/domain/site/event-catalogue";
import { markSplitTestShown, splitTestAssignment } from "@/features/analytics/split-test-assignment";
import { track } from "@/features/analytics/track";

/**
 * The varied element's wording. Every variant's text is in the page, stacked in one
 * grid cell, so the element is as wide as its longest wording whichever is shown: choosing the
 * variant after load moves nothing. The page (cached, shared) shows the first variant; the
 * browser then shows this device's variant and sends the exposure event, once per session.
 */
export function SplitTestLabel({
  experiment,
  labels,
}: {
  experiment: string;
  labels: readonly { variant: string; text: string }[];
}) {
  const [shown, setShown] = useState(labels[0]?.variant ?? null);
  useEffect(() => {
    const assignment = splitTestAssignment();
    if (!assignment || assignment.experiment !== experiment) return;
    setShown(assignment.experiment_variant);
    if (markSplitTestShown(assignment)) track(EVENT_IDS.experiment_exposure, {});
  }, [experiment]);
  return (
    <span className="inline-grid" data-split-test={experiment} data-variant={shown ?? undefined}>
      {labels.map(({ variant, text }) => (
        <span
          key={variant}
          className={`[grid-area:1/1] ${variant === shown ? "" : "invisible"}`}
          aria-hidden={variant === shown ? undefined : true}
        >
          {text}
        </span>
      ))}
    </span>
  );
}
