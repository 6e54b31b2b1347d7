// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { ErrorSummary } from "@/components/ui/error-summary";
import "../../../tests/support/dom";

const errors = [
  { fieldId: "f-phone", label: "Phone", message: "Invalid phone number." },
  { fieldId: "f-email", label: "Email", message: "Enter an email address." },
  { fieldId: "f-phone", label: "Phone", message: "Invalid phone number." },
  { message: "Something else went wrong." },
];

describe("ErrorSummary (what stopped a form)", () => {
  test("an alert named by its title, each error once, linked to its field by the field's label", () => {
    render(<ErrorSummary title="Please check these answers:" errors={errors} />);
    const alert = screen.getByRole("alert", { name: "Please check these answers:" });
    const items = screen.getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Phone: Invalid phone number.",
      "Email: Enter an email address.",
      "Something else went wrong.",
    ]);
    expect(screen.getByRole("link", { name: "Phone" })).toHaveAttribute("href", "#f-phone");
    expect(screen.getByRole("link", { name: "Email" })).toHaveAttribute("href", "#f-email");
    expect(alert).toContainElement(screen.getByRole("link", { name: "Phone" }));
  });

  test("it takes the focus when it appears (out of the tab order), unless told not to", () => {
    const { unmount } = render(<ErrorSummary title="Your message wasn't sent." errors={errors} />);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveFocus();
    expect(alert).toHaveAttribute("tabindex", "-1");
    unmount();
    render(<ErrorSummary title="Your message wasn't sent." errors={errors} focusOnAppear={false} />);
    expect(screen.getByRole("alert")).not.toHaveFocus();
  });

  test("without a field to name, the message says what went wrong", () => {
    render(<ErrorSummary title="Your message wasn't sent." message="Please try again in a minute." />);
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Your message wasn't sent.Please try again in a minute.",
    );
    expect(screen.queryByRole("list")).toBeNull();
  });

  test("rendered by the server (no JavaScript): the same alert, title and links", () => {
    const html = renderToString(<ErrorSummary title="Please check these answers:" errors={errors} />);
    expect(html).toContain('role="alert"');
    expect(html).toContain('href="#f-phone"');
    expect(html.split("Invalid phone number.")).toHaveLength(2);
  });
});
