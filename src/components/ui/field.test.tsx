// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { Field } from "@/components/ui/field";
import "../../../tests/support/dom";

describe("Field (the one form field frame)", () => {
  test("a control: its visible label names it; a required field has no marker, an optional one says so", () => {
    render(
      <>
        <Field id="email" label="Email" required>
          {(control) => <input type="email" {...control} />}
        </Field>
        <Field id="middle" label="Middle name">
          {(control) => <input {...control} />}
        </Field>
      </>,
    );
    const email = screen.getByRole("textbox", { name: "Email" });
    expect(email).toHaveAttribute("id", "email");
    expect(email).toHaveAttribute("aria-required", "true");
    expect(email).not.toHaveAttribute("aria-invalid");
    expect(email).not.toHaveAttribute("aria-describedby");
    const middle = screen.getByRole("textbox", { name: /^Middle name\s*\(optional\)$/ });
    expect(middle).not.toHaveAttribute("aria-required");
  });

  test("an error makes the control invalid and describes it, message first, then the hint", () => {
    render(
      <Field id="cv" label="Your CV" required hint="PDF, up to 10 MB." error="Choose a file.">
        {(control) => <input type="file" {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText("Your CV");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAttribute("aria-describedby", "cv-error cv-hint");
    expect(input).toHaveAccessibleDescription("Choose a file. PDF, up to 10 MB.");
    expect(document.getElementById("cv-error")).toHaveTextContent("Choose a file.");
  });

  test("a hint alone describes the control without making it invalid", () => {
    render(
      <Field id="rego" label="Rego" required hint="As on the windscreen label.">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole("textbox", { name: "Rego" });
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).toHaveAccessibleDescription("As on the windscreen label.");
  });

  test("a checkbox: labelled beside it, its notice above, its message describing it", () => {
    render(
      <Field
        id="terms"
        label="I agree"
        kind="check"
        required
        error="Please agree to continue."
        notice={<p>Read the terms first.</p>}
      >
        {(control) => <input type="checkbox" {...control} />}
      </Field>,
    );
    const box = screen.getByRole("checkbox", { name: "I agree" });
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(box).toHaveAccessibleDescription("Please agree to continue.");
    expect(screen.getByText("Read the terms first.")).toBeVisible();
  });

  test("a group: a fieldset named by its legend, carrying the id and the message", () => {
    render(
      <Field id="contact" label="Preferred contact" kind="group" required error="Choose one.">
        {() => (
          <>
            <label>
              <input type="radio" name="contact" value="email" /> Email
            </label>
            <label>
              <input type="radio" name="contact" value="phone" /> Phone
            </label>
          </>
        )}
      </Field>,
    );
    const group = screen.getByRole("group", { name: "Preferred contact" });
    expect(group).toHaveAttribute("id", "contact");
    expect(group).toHaveAttribute("aria-invalid", "true");
    expect(group).toHaveAccessibleDescription("Choose one.");
    expect(screen.getAllByRole("radio")).toHaveLength(2);
  });
});
