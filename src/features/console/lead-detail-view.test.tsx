// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import { LeadDetailView, type LeadDetailViewProps, type LeadPage } from "@/features/console/lead-detail-view";

afterEach(cleanup);

const page: LeadPage = {
  lead: {
    id: 12,
    created_at: "2026-11-27T01:00:00.000Z",
    site_name: "Harbour Motors",
    form_id: "enquiry",
    category: "enquiry",
    lead_status: "delivered",
    fields: { name: "Sam Lee", phone: "0400 000 000", consent: true },
    tracking: { utm_source: "google", gclid: null },
  },
  dealer_status: { status: "contacted", note: "Called back", updated_at: null },
  files: [{ id: 1, filename: "licence.pdf", size: 2048, url: "https://files.example/licence.pdf" }],
  deliveries: [
    {
      id: 5,
      kind: "email",
      to: "sales@example.com",
      requested_by: "ops@example.com",
      status: "failed",
      last_error: "mailbox full",
      delivered_at: null,
      attempts: [{ attempt: 1, ok: false, detail: "mailbox full", at: "2026-11-27T01:01:00.000Z" }],
    },
  ],
};

function renderView(props: Partial<LeadDetailViewProps> = {}) {
  const all: LeadDetailViewProps = {
    page,
    message: null,
    status: "contacted",
    note: "Called back",
    resendTo: "",
    resendError: null,
    onStatus: vi.fn(),
    onNote: vi.fn(),
    onResendTo: vi.fn(),
    onSaveStatus: vi.fn(),
    onResend: vi.fn(),
    onRetry: vi.fn(),
    ...props,
  };
  render(<LeadDetailView {...all} />);
  return all;
}

describe("a lead's page", () => {
  test("while loading it says so; when the lead cannot be loaded it says why", () => {
    renderView({ page: null });
    expect(screen.getByRole("status").textContent).toBe("Loading…");
    cleanup();
    renderView({ page: null, message: { alert: true, text: "Lead not found." } });
    expect(screen.getByRole("heading", { name: "Lead" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("Lead not found.");
  });

  test("shows every field, the tracking (none when empty), the files and each delivery's attempts", () => {
    renderView();
    expect(screen.getByRole("heading", { level: 1, name: "Sam Lee" })).toBeTruthy();
    const fields = screen.getByRole("region", { name: "Fields" });
    expect(within(fields).getByText("consent").nextElementSibling?.textContent).toBe("true");
    const tracking = screen.getByRole("region", { name: "Tracking" });
    expect(within(tracking).getByText("gclid").nextElementSibling?.textContent).toBe("(none)");
    expect(within(tracking).getByRole("link", { name: "licence.pdf" }).parentElement?.textContent).toBe(
      "licence.pdf (2 KB)",
    );
    const deliveries = screen.getByRole("region", { name: "Deliveries" });
    expect(within(deliveries).getByText("To sales@example.com, sent on by ops@example.com")).toBeTruthy();
    expect(within(deliveries).getByRole("table", { name: "Attempts of delivery 5" })).toBeTruthy();
    expect(within(deliveries).getByText("failed: mailbox full")).toBeTruthy();
    expect(screen.getByLabelText("Status")).toHaveProperty("value", "contacted");
    expect(screen.getByLabelText("Note")).toHaveProperty("value", "Called back");
    // The kit's Field: each label names its own control.
    for (const [label, tag] of [
      ["Email address", "INPUT"],
      ["Status", "SELECT"],
      ["Note", "TEXTAREA"],
    ] as const) {
      const control = screen.getByLabelText(label);
      expect(control.tagName, label).toBe(tag);
      expect(document.querySelector(`label[for="${control.id}"]`)?.textContent).toBe(label);
    }
  });

  test("news is a status, a refusal an alert, and a refused address is shown under its field", () => {
    renderView({
      message: { alert: false, text: "Status saved: won." },
      resendError: "To must be an email address",
    });
    expect(screen.getByText("Status saved: won.").getAttribute("role")).toBe("status");
    const to = screen.getByLabelText("Email address");
    expect(to.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(String(to.getAttribute("aria-describedby")))?.textContent).toBe(
      "To must be an email address",
    );
    cleanup();
    renderView({ message: { alert: true, text: "Note must be at most 2000 characters" } });
    expect(screen.getByRole("alert").textContent).toBe("Note must be at most 2000 characters");
  });

  test("retrying, resending and saving call back", async () => {
    const props = renderView();
    await userEvent.click(screen.getByRole("button", { name: "Retry delivery 5" }));
    expect(props.onRetry).toHaveBeenCalledWith(5);
    await userEvent.click(screen.getByRole("button", { name: "Send the lead email" }));
    expect(props.onResend).toHaveBeenCalledOnce();
    await userEvent.selectOptions(screen.getByLabelText("Status"), "won");
    expect(props.onStatus).toHaveBeenCalledWith("won");
    await userEvent.click(screen.getByRole("button", { name: "Save status" }));
    expect(props.onSaveStatus).toHaveBeenCalledOnce();
  });
});
