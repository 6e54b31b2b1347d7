import { Button } from "@/components/ui/button";
import type { BackButtonState, ButtonState } from "@/domain/leads/form-steps";

interface FormActionsProps {
  back: BackButtonState;
  backLabel: string;
  /** The previous step's page (a lead continued by link), so Go Back works without JavaScript. */
  previousUrl: string | null;
  onPrevious: () => void;
  submit: ButtonState;
}

/** The form's Go Back and submit buttons. */
export function FormActions({ back, backLabel, previousUrl, onPrevious, submit }: FormActionsProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      {!back.hidden ? (
        previousUrl && !back.disabled ? (
          // A link, so Go Back works without JavaScript too (the lead holds the earlier steps).
          <a
            href={previousUrl}
            className="btn-outline"
            onClick={(event) => {
              event.preventDefault();
              onPrevious();
            }}
          >
            {backLabel}
          </a>
        ) : (
          <Button variant="secondary" disabled={back.disabled} onClick={onPrevious}>
            {backLabel}
          </Button>
        )
      ) : (
        <span />
      )}
      {/* Disabled only while the form is busy sending: it then says so, with the spinner. */}
      <Button type="submit" className="min-w-32" busy={submit.disabled}>
        {submit.label}
      </Button>
    </div>
  );
}
