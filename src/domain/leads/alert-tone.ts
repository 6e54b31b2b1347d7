import { USER_DETAILS_STEP_TITLE } from "@/domain/leads/forms/common-fields";

export type AlertTone = "success" | "destructive";

/** SPEC §8: for the step titled User Details the alert is styled as success, otherwise destructive. */
export function alertTone(stepTitle: string | undefined): AlertTone {
  return stepTitle === USER_DETAILS_STEP_TITLE ? "success" : "destructive";
}
