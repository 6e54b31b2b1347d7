"use client";

import { usePathname, useRouter } from "next/navigation";
import { useActionState } from "react";
import { LeadFormEngine } from "@/features/lead-form/lead-form-engine";
import type { LeadFormConfigWithAction } from "@/features/lead-form/lead-form-types";

/**
 * The lead form on Next's pages: the form engine (lead-form-engine.tsx) with the form's
 * Server Action as its no-JavaScript post, Next's router to open /success, and its path.
 */
export function LeadForm({ config }: { config: LeadFormConfigWithAction }) {
  // Without JavaScript the form posts to its Server Action; a post it could not send comes
  // back as `answer` (shown above the fields) with what was typed filled in again.
  const [answer, noJsAction] = useActionState(config.noJsAction, null);
  const router = useRouter();
  const pathname = usePathname();
  return (
    <LeadFormEngine
      config={config}
      noJsAction={noJsAction}
      answer={answer}
      pathname={pathname}
      navigate={(url) => router.push(url)}
    />
  );
}
