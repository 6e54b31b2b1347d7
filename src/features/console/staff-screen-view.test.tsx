// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import {
  InviteFormView,
  type InviteFormViewProps,
  StaffScreenView,
  type StaffScreenViewProps,
} from "@/features/console/staff-screen-view";

afterEach(cleanup);

const data: NonNullable<StaffScreenViewProps["data"]> = {
  members: [
    { id: "a", email: "ops@example.com", name: "Ops", role: "operator", tenant_name: "Platform", you: true },
    {
      id: "b",
      email: "sam@example.com",
      name: "Sam",
      role: "dealership_staff",
      tenant_name: "Harbour",
      you: false,
    },
  ],
  invitations: [
    {
      id: 3,
      email: "new@example.com",
      name: "",
      role: "group_admin",
      invited_by: "ops@example.com",
      expires_at: "2026-12-04T00:00:00.000Z",
    },
  ],
};

function renderScreen(props: Partial<StaffScreenViewProps> = {}) {
  const all: StaffScreenViewProps = {
    data,
    error: null,
    notice: "",
    invite: <p>the invite form</p>,
    onRevoke: vi.fn(),
    onRemove: vi.fn(),
    ...props,
  };
  render(<StaffScreenView {...all} />);
  return all;
}

describe("the Staff screen", () => {
  test("while loading it says so, and a refusal is an alert", () => {
    renderScreen({ data: null });
    expect(screen.getAllByRole("status").map((s) => s.textContent)).toEqual(["", "Loading…"]);
    cleanup();
    renderScreen({ data: null, error: "You may not manage staff." });
    expect(screen.getByRole("alert").textContent).toBe("You may not manage staff.");
  });

  test("lists the pending invitations and the members, each removable but you", async () => {
    const props = renderScreen({ notice: "Invitation to x@example.com revoked." });
    expect(screen.getByRole("status").textContent).toBe("Invitation to x@example.com revoked.");
    expect(screen.getByText("the invite form")).toBeTruthy();
    expect(screen.getByText("Group admin")).toBeTruthy();
    const members = screen.getByRole("table", { name: "Members" });
    const rows = within(members).getAllByRole("row").slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      "ops@example.comOpsPlatform operatorPlatformYou",
      "sam@example.comSamDealership staffHarbourRemove sam@example.com",
    ]);
    await userEvent.click(within(rows[1] as HTMLElement).getByRole("button"));
    expect(props.onRemove).toHaveBeenCalledWith(data.members[1]);
    await userEvent.click(
      screen.getByRole("button", { name: /^Revoke\s*the invitation to new@example.com$/ }),
    );
    expect(props.onRevoke).toHaveBeenCalledWith(data.invitations[0]);
  });

  test("with no invitations it says none are waiting", () => {
    renderScreen({ data: { ...data, invitations: [] } });
    expect(screen.getByText("No invitations are waiting.")).toBeTruthy();
  });
});

function renderInvite(props: Partial<InviteFormViewProps> = {}) {
  const all: InviteFormViewProps = {
    callerRole: "group_admin",
    form: { email: "", name: "", role: "dealership_staff", tenant: "" },
    options: [
      { id: 9, name: "Harbour Toyota" },
      { id: 10, name: "Harbour Mazda" },
    ],
    tenant: "9",
    errors: {},
    busy: false,
    onForm: vi.fn(),
    onSubmit: vi.fn(),
    ...props,
  };
  render(<InviteFormView {...all} />);
  return all;
}

describe("the invite form", () => {
  test("a group admin may not invite an operator; dealership staff choose a dealership", () => {
    renderInvite();
    const form = screen.getByRole("form", { name: "Invite someone" });
    const roles = within(form).getByLabelText("Role");
    expect([...(roles as HTMLSelectElement).options].map((o) => o.textContent)).toEqual([
      "Group admin",
      "Dealership staff",
    ]);
    expect(within(form).getByLabelText("Dealership")).toHaveProperty("value", "9");
    expect(within(form).getByLabelText("Name (optional)")).toBeTruthy();
  });

  test("an operator may invite an operator, who works nowhere in particular", () => {
    renderInvite({
      callerRole: "operator",
      form: { email: "", name: "", role: "operator", tenant: "" },
      options: [],
    });
    expect(screen.getByRole("option", { name: "Platform operator" })).toBeTruthy();
    expect(screen.queryByLabelText("Dealership")).toBeNull();
    expect(screen.queryByLabelText("Dealer group")).toBeNull();
  });

  test("each field's error is under it, and one about the whole form is an alert", () => {
    renderInvite({
      form: { email: "", name: "", role: "group_admin", tenant: "" },
      errors: {
        email: "Enter a valid email address",
        dealer_group_id: "is needed for a group admin",
        form: "Try again.",
      },
    });
    const email = screen.getByLabelText("Email");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(String(email.getAttribute("aria-describedby")))?.textContent).toBe(
      "Enter a valid email address",
    );
    const group = screen.getByLabelText("Dealer group");
    expect(document.getElementById(String(group.getAttribute("aria-describedby")))?.textContent).toBe(
      "is needed for a group admin",
    );
    expect(screen.getByRole("alert").textContent).toBe("Try again.");
  });

  // The kit's Field: each label names its own control; the optional one says so and is not required.
  test.each([
    { label: "Email", tag: "INPUT", required: "true" },
    { label: "Name (optional)", tag: "INPUT", required: null },
    { label: "Role", tag: "SELECT", required: "true" },
    { label: "Dealer group", tag: "SELECT", required: "true" },
  ])("the invitation's $label is its label's control", ({ label, tag, required }) => {
    renderInvite({ form: { email: "", name: "", role: "group_admin", tenant: "" } });
    const control = screen.getByLabelText(label);
    expect(control.tagName).toBe(tag);
    expect(document.querySelector(`label[for="${control.id}"]`)?.textContent).toBe(label);
    expect(control.getAttribute("aria-required")).toBe(required);
  });

  test("changing the role clears the tenant; sending calls back, not while busy", async () => {
    const props = renderInvite({
      form: { email: "a@b.co", name: "", role: "dealership_staff", tenant: "10" },
    });
    await userEvent.selectOptions(screen.getByLabelText("Role"), "group_admin");
    expect(props.onForm).toHaveBeenCalledWith({ email: "a@b.co", name: "", role: "group_admin", tenant: "" });
    await userEvent.click(screen.getByRole("button", { name: "Send invitation" }));
    expect(props.onSubmit).toHaveBeenCalledOnce();
    cleanup();
    renderInvite({ busy: true });
    expect(screen.getByRole("button", { name: "Send invitation" })).toHaveProperty("disabled", true);
  });
});
