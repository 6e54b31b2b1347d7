import { describe, expect, test } from "vitest";
import {
  INVALID_AU_E164,
  INVALID_AU_MOBILE,
  INVALID_AU_PHONE,
  INVALID_EMAIL,
  INVALID_NAME,
  INVALID_NUMBER,
  INVALID_NZ_PHONE,
  INVALID_OPTION,
  INVALID_POSTCODE,
  INVALID_US_E164,
  INVALID_US_PHONE,
  INVALID_US_ZIP,
  PHONE_TOO_MANY_CHARACTERS,
  REQUIRED,
  SUBMIT_ERROR,
  UNEXPECTED_ERROR,
} from "@/domain/leads/messages";

// Quoted from SPEC §5 and §8 character for character, so an accidental edit (or a
// well-meant spelling fix) of a shipped message fails here.
describe("lead messages match the spec verbatim", () => {
  test.each([
    ["REQUIRED", REQUIRED, "*This is a required field."],
    ["INVALID_EMAIL", INVALID_EMAIL, "invalid email address"],
    ["INVALID_NAME", INVALID_NAME, "Please use alphabetical characters only."],
    ["INVALID_POSTCODE", INVALID_POSTCODE, "Invalid postcode. Please enter a 4-digit number."],
    ["PHONE_TOO_MANY_CHARACTERS", PHONE_TOO_MANY_CHARACTERS, "Invalid phone number. Too many characters."],
    ["INVALID_AU_MOBILE", INVALID_AU_MOBILE, "Invalid phone number. Must be an Australian mobile number."],
    ["INVALID_US_PHONE", INVALID_US_PHONE, "Invalid phone number. Must be a US number."],
    ["INVALID_NZ_PHONE", INVALID_NZ_PHONE, "Invalid phone number. Must be a New Zealand number."],
    ["INVALID_AU_PHONE", INVALID_AU_PHONE, "Invalid phone number. Must be an Australian number."],
    [
      "INVALID_US_E164",
      INVALID_US_E164,
      "Invalid US phone number format (E.164 required). For example, (123) 456-7890 is valid.",
    ],
    [
      "INVALID_AU_E164",
      INVALID_AU_E164,
      "Invalid Australian mobile number format (E.164 required). For example, 0411 222 333 is valid.",
    ],
    ["SUBMIT_ERROR", SUBMIT_ERROR, "An error occurred when submitting this form"],
    ["UNEXPECTED_ERROR", UNEXPECTED_ERROR, "An unexpected error occured"],
  ])("%s", (_name, actual, text) => {
    expect(actual).toBe(text);
  });

  test("every message is distinct, so a UI or test can tell them apart", () => {
    const all = [
      REQUIRED,
      INVALID_EMAIL,
      INVALID_NAME,
      INVALID_POSTCODE,
      PHONE_TOO_MANY_CHARACTERS,
      INVALID_AU_MOBILE,
      INVALID_US_PHONE,
      INVALID_NZ_PHONE,
      INVALID_AU_PHONE,
      INVALID_US_E164,
      INVALID_AU_E164,
      SUBMIT_ERROR,
      UNEXPECTED_ERROR,
      INVALID_US_ZIP,
      INVALID_NUMBER,
      INVALID_OPTION,
    ];
    expect(new Set(all).size).toBe(all.length);
  });
});
