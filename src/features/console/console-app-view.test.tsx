// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import {
  AcceptInvitationView,
  ConsoleShellView,
  SignInView,
  type SignInViewProps,
} from "@/features/console/console-app-view";

afterEach(cleanup);

function renderSignIn(props: Partial<SignInViewProps> = {}) {
  const all: SignInViewProps = {
    linkError: false,
    email: "",
    state: { kind: "idle" },
    passkeys: false,
    passkeyError: null,
    onEmail: vi.fn(),
    onSubmit: vi.fn(),
    onPasskey: vi.fn(),
    ...props,
  };
  render(<SignInView {...all} />);
  return all;
}

describe("the console's sign-in", () => {
  test("asks for a work email and sends it", async () => {
    const props = renderSignIn({ email: "sam@example.com" });
    expect(screen.getByRole("heading", { name: "Sign in to the dealer console" })).toBeTruthy();
    await userEvent.type(screen.getByLabelText("Work email"), "x");
    expect(props.onEmail).toHaveBeenLastCalledWith("sam@example.comx");
    await userEvent.click(screen.getByRole("button", { name: "Email me a sign-in link" }));
    expect(props.onSubmit).toHaveBeenCalledOnce();
    expect(screen.queryByRole("button", { name: "Sign in with a passkey" })).toBeNull();
  });

  test("a refused address is shown under the field, which is then invalid", () => {
    renderSignIn({ state: { kind: "error", message: "Email must be an email address" } });
    const field = screen.getByLabelText("Work email");
    expect(field.getAttribute("type")).toBe("email");
    expect(document.querySelector(`label[for="${field.id}"]`)?.textContent).toBe("Work email");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(String(field.getAttribute("aria-describedby")))?.textContent).toBe(
      "Email must be an email address",
    );
  });

  test("a spent link, a sent link and a refused passkey are each said", () => {
    renderSignIn({
      linkError: true,
      state: { kind: "sent" },
      passkeys: true,
      passkeyError: "No passkey was chosen.",
    });
    const alerts = screen.getAllByRole("alert").map((a) => a.textContent);
    expect(alerts).toEqual([
      "That sign-in link has already been used or has expired. Enter your email to get a new one.",
      "No passkey was chosen.",
    ]);
    expect(screen.getByRole("status").textContent).toMatch(/^If that address belongs to a member of staff/);
    expect(screen.getByRole("button", { name: "Sign in with a passkey" })).toBeTruthy();
  });
});

test("an invitation is accepted with one button, which is disabled while sending", () => {
  render(
    <AcceptInvitationView
      state={{ kind: "error", message: "That invitation has expired." }}
      onAccept={vi.fn()}
    />,
  );
  expect(screen.getByRole("alert").textContent).toBe("That invitation has expired.");
  cleanup();
  render(<AcceptInvitationView state={{ kind: "sending" }} onAccept={vi.fn()} />);
  expect(screen.getByRole("button", { name: "Accept the invitation" })).toHaveProperty("disabled", true);
});

test("the signed-in frame marks the current screen and says who is signed in", () => {
  const me = {
    email: "sam@example.com",
    name: "Sam",
    role: "dealership_staff",
    tenant_name: "Harbour Motors",
    abilities: { editSites: false, readLeads: true },
  } as const;
  render(
    <ConsoleShellView me={me} view="import" onSignOut={vi.fn()}>
      <h1>Import</h1>
    </ConsoleShellView>,
  );
  const nav = screen.getByRole("navigation", { name: "Console" });
  expect(nav.querySelector("[aria-current=page]")?.textContent).toBe("Stock");
  expect(screen.getByRole("link", { name: "Leads" }).getAttribute("href")).toBe("/console?view=leads");
  expect(screen.queryByRole("link", { name: "Staff" })).toBeNull();
  expect(screen.getByText("sam@example.com · Dealership staff, Harbour Motors")).toBeTruthy();
  expect(screen.getByRole("main").textContent).toBe("Import");
});
