// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { createRef } from "react";
import { describe, expect, test } from "vitest";
import { Alert } from "@/components/ui/alert";
import "../../../tests/support/dom";

describe("Alert (a message announced when it appears)", () => {
  test("an error is an alert; news is a status", () => {
    render(
      <>
        <Alert>That file is not a CSV file.</Alert>
        <Alert role="status">Saved.</Alert>
      </>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("That file is not a CSV file.");
    expect(screen.getByRole("status")).toHaveTextContent("Saved.");
  });

  test("named by its title when given one", () => {
    render(
      <Alert labelledBy="t">
        <p id="t">Your message wasn't sent.</p>
        <p>Please try again.</p>
      </Alert>,
    );
    expect(screen.getByRole("alert", { name: "Your message wasn't sent." })).toBeVisible();
  });

  test("a focusable alert takes the focus from a script, but is not in the tab order", () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <Alert ref={ref} focusable>
        Please check the phone number.
      </Alert>,
    );
    expect(screen.getByRole("alert")).toHaveAttribute("tabindex", "-1");
    ref.current?.focus();
    expect(screen.getByRole("alert")).toHaveFocus();
  });

  test("a plain one-line alert is a red paragraph; a plain status keeps the text's colour", () => {
    render(
      <>
        <Alert as="p" tone="plain" className="mt-2">
          Refused.
        </Alert>
        <Alert role="status" tone="plain">
          Imported.
        </Alert>
      </>,
    );
    const alert = screen.getByRole("alert");
    expect(alert.tagName).toBe("P");
    expect(alert).toHaveClass("text-red-800", "mt-2");
    expect(screen.getByRole("status")).not.toHaveAttribute("class");
  });
});
