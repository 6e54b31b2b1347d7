// Every user-facing lead/form message, verbatim.
// Keep the spelling exactly as the spec has it (including "occured"): dealers and
// tests compare these strings, so "fixing" a typo here is a behaviour change.

/** General: every field is required by default. */
export const REQUIRED = "*This is a required field.";

/** Field rules: Email. Lower-case "invalid" is the spec's spelling. */
export const INVALID_EMAIL = "invalid email address";

/** Field rules: Names (first, middle, last). */
export const INVALID_NAME = "Please use alphabetical characters only.";

/** Field rules: Postcode (exactly 4 digits). */
export const INVALID_POSTCODE = "Invalid postcode. Please enter a 4-digit number.";

/** Field rules: New Zealand phone with 15 or more characters. */
export const PHONE_TOO_MANY_CHARACTERS = "Invalid phone number. Too many characters.";
export const INVALID_AU_MOBILE = "Invalid phone number. Must be an Australian mobile number.";
export const INVALID_US_PHONE = "Invalid phone number. Must be a US number.";
export const INVALID_NZ_PHONE = "Invalid phone number. Must be a New Zealand number.";
export const INVALID_AU_PHONE = "Invalid phone number. Must be an Australian number.";

/** Mobile normalisation (E.164). */
export const INVALID_US_E164 =
  "Invalid US phone number format (E.164 required). For example, (123) 456-7890 is valid.";
export const INVALID_AU_E164 =
  "Invalid Australian mobile number format (E.164 required). For example, 0411 222 333 is valid.";

/** Form submission failure alert. */
export const SUBMIT_ERROR = "An error occurred when submitting this form";

/** A multi-step form whose step send came back without a lead id. Spec spelling. */
export const UNEXPECTED_ERROR = "An unexpected error occured";

// Not in the spec. The spec only covers the fields above; these cover types it leaves
// open (US ZIP codes, numeric fields, choices outside the offered options) so that the
// server can still answer with a message that names the problem instead of accepting
// garbage. Kept short and in the same voice as the spec's messages.
export const INVALID_US_ZIP = "Invalid ZIP code. Please enter a 5-digit number.";
export const INVALID_NUMBER = "Please enter a number.";
export const INVALID_OPTION = "Please choose one of the options.";
