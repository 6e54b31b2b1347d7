// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test, vi } from "vitest";
import { EVENT_IDS } from "@/domain/site/event-catalogue";
import { SignInForm } from "@/features/accounts/sign-in-form";
import { dataLayerEventIds } from "../../../tests/support/dom";

/** Answers each fetch from `answer` by path (or throws); returns [path, method, body] per call. */
function answerFetches(answer: (path: string) => Promise<Response>) {
  const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => answer(String(input)));
  vi.stubGlobal("fetch", fetch);
  return {
    calls: () =>
      fetch.mock.calls.map(([input, init]) => [
        String(input),
        init?.method ?? "GET",
        typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
      ]),
  };
}

/** A browser with WebAuthn has this constructor; jsdom has none. */
class webAuthnCredential {}

const emailField = () => screen.getByRole("textbox", { name: "Email address" });
const sendButton = () => screen.getByRole("button", { name: "Email me a sign-in link" });

describe("SignInForm (passwordless sign-in; events 35 and 36)", () => {
  test("showing the form sends event 35; asking for the link sends 36 and the address (an email field drops outer spaces), then says to check the email", async () => {
    const fetches = answerFetches(async () => new Response(null, { status: 204 }));
    render(<SignInForm landing="/my-garage" />);
    expect(dataLayerEventIds()).toEqual([EVENT_IDS.login_popup]);

    await userEvent.type(emailField(), "  sam@example.com ");
    await userEvent.keyboard("{Enter}");

    const sent = await screen.findByRole("status");
    expect(sent).toHaveTextContent("Check your email");
    expect(sent).toHaveTextContent(
      "We sent a sign-in link to sam@example.com. It works once, for 15 minutes.",
    );
    expect(fetches.calls()).toEqual([["/api/auth/sign-in/magic-link", "POST", { email: "sam@example.com" }]]);
    expect(dataLayerEventIds()).toEqual([EVENT_IDS.login_popup, EVENT_IDS.request_code]);
  });

  test("the button says it is sending and cannot be pressed twice", async () => {
    let answer: (response: Response) => void = () => {};
    const fetches = answerFetches(() => new Promise<Response>((resolve) => (answer = resolve)));
    render(<SignInForm landing="/my-garage" />);
    await userEvent.type(emailField(), "sam@example.com");
    await userEvent.click(sendButton());

    const sending = screen.getByRole("button", { name: "Sending…" });
    expect(sending).toBeDisabled();
    await userEvent.click(sending);
    expect(fetches.calls()).toHaveLength(1);
    answer(new Response(null, { status: 204 }));
    expect(await screen.findByRole("status")).toHaveTextContent("Check your email");
  });

  test.each([
    {
      case: "the server's message for the address",
      answer: async () =>
        Response.json(
          { error: { message: "Invalid details", fields: { email: "invalid email address" } } },
          { status: 400 },
        ),
      shown: "invalid email address",
    },
    {
      case: "the server's general message",
      answer: async () => Response.json({ error: { message: "Too many attempts." } }, { status: 429 }),
      shown: "Too many attempts.",
    },
    {
      case: "a fallback",
      answer: async () => new Response("oops", { status: 500 }),
      shown: "We could not send the link. Please try again.",
    },
    {
      case: "no connection",
      answer: async () => {
        throw new TypeError("Failed to fetch");
      },
      shown: "We could not send the link. Check your connection and try again.",
    },
  ])("a failure is announced under the field, which is marked invalid: $case", async ({ answer, shown }) => {
    answerFetches(answer);
    render(<SignInForm landing="/my-garage" />);
    await userEvent.type(emailField(), "sam@example");
    await userEvent.click(sendButton());

    expect(await screen.findByRole("alert")).toHaveTextContent(shown);
    expect(emailField()).toHaveAttribute("aria-invalid", "true");
    expect(emailField()).toHaveAccessibleDescription(shown);
    expect(sendButton()).toBeEnabled();
  });

  test("no passkey offer in a browser without passkeys", () => {
    answerFetches(async () => new Response(null, { status: 204 }));
    render(<SignInForm landing="/my-garage" />);
    expect(screen.queryByRole("button", { name: "Sign in with a passkey" })).toBeNull();
  });

  test("with passkeys: the offer shows; a site that refuses is explained in the live region and the button comes back", async () => {
    vi.stubGlobal("PublicKeyCredential", webAuthnCredential);
    const fetches = answerFetches(async () =>
      Response.json({ error: { message: "Too many attempts. Wait a minute." } }, { status: 429 }),
    );
    render(<SignInForm landing="/my-garage" />);
    const passkey = await screen.findByRole("button", { name: "Sign in with a passkey" });
    expect(screen.getByText("Added a passkey to your account? Use it instead of an email.")).toBeVisible();

    await userEvent.click(passkey);

    expect(await screen.findByText("Too many attempts. Wait a minute.")).toHaveAttribute(
      "aria-live",
      "polite",
    );
    expect(screen.getByRole("button", { name: "Sign in with a passkey" })).toBeEnabled();
    expect(fetches.calls()).toEqual([["/api/auth/passkey/generate-authenticate-options", "GET", undefined]]);
  });

  test("with passkeys: signed in, the shopper lands where the emailed link lands, marked signed_in", async () => {
    vi.stubGlobal("PublicKeyCredential", webAuthnCredential);
    const credential = {
      id: "cred",
      rawId: new Uint8Array([1, 2, 3]).buffer,
      type: "public-key",
      authenticatorAttachment: "platform",
      response: {
        authenticatorData: new Uint8Array([4]).buffer,
        clientDataJSON: new Uint8Array([5]).buffer,
        signature: new Uint8Array([6]).buffer,
        userHandle: null,
      },
      getClientExtensionResults: () => ({}),
    };
    Object.defineProperty(navigator, "credentials", {
      configurable: true,
      value: { get: vi.fn(async () => credential) },
    });
    const fetches = answerFetches(async (path) =>
      path.endsWith("generate-authenticate-options")
        ? Response.json({ challenge: "Y2hhbGxlbmdl", rpId: "localhost", allowCredentials: [] })
        : Response.json({ session: {} }),
    );
    // jsdom follows only in-page addresses: the landing here is this page's #garage.
    render(<SignInForm landing={`${window.location.pathname}#garage`} />);
    await userEvent.click(await screen.findByRole("button", { name: "Sign in with a passkey" }));

    await screen.findByRole("button", { name: "Waiting for your passkey…" });
    await vi.waitFor(() => expect(window.location.hash).toBe("#garage?signed_in=1"));
    expect(fetches.calls().map(([path, method]) => `${method} ${path}`)).toEqual([
      "GET /api/auth/passkey/generate-authenticate-options",
      "POST /api/auth/passkey/verify-authentication",
    ]);
  });
});
