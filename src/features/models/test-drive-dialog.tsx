import { DialogLink } from "@/components/ui/dialog-link";
import type { NoScriptFormAnswer } from "@/domain/leads/no-script-steps";
import { LeadFormIsland } from "@/features/lead-form/lead-form-island";
import type { LeadFormConfig } from "@/features/lead-form/lead-form-types";

/**
 * A model page's "Book a test drive" on Astro (docs/decisions/020-astro-islands.md): the link
 * to the booking page, whose click opens the booking form in a dialog instead, and the form,
 * one island. Without JavaScript the link leads to /book-test-drive; the form in the dialog
 * posts to the page's own address, and a post that could not be sent comes back with the
 * dialog drawn open, its answer above the fields.
 */
export function TestDriveDialog({
  href,
  className,
  label,
  title,
  config,
  answer,
  pathname,
}: {
  href: string;
  className: string;
  label: string;
  title: string;
  config: LeadFormConfig;
  answer: NoScriptFormAnswer | null;
  pathname: string;
}) {
  return (
    <DialogLink href={href} className={className} label={label} title={title} initiallyOpen={answer !== null}>
      <LeadFormIsland config={config} answer={answer} pathname={pathname} />
    </DialogLink>
  );
}
