// @vitest-environment jsdom
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createChallenge, verifySolution } from "altcha-lib/v1";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { parseSiteConfig } from "@/domain/config/site-config";
import type { FormDefinition } from "@/domain/leads/form-definition";
import { formSettings, initialFormValues } from "@/domain/leads/form-definition";
import { formSiteContextFor } from "@/domain/leads/form-site-context";
import { financeForm } from "@/domain/leads/forms/finance";
import { generalEnquiryForm } from "@/domain/leads/forms/general-enquiry";
import { sellMyCarForm } from "@/domain/leads/forms/sell-my-car";
import { tradeInForm } from "@/domain/leads/forms/trade-in";
import { INVALID_EMAIL, INVALID_POSTCODE, REQUIRED } from "@/domain/leads/messages";
import { EVENT_IDS } from "@/domain/site/event-catalogue";
import { LeadFormEngine } from "@/features/lead-form/lead-form-engine";
import type { LeadFormConfig } from "@/features/lead-form/lead-form-types";
import { TrackingRecorder } from "@/features/lead-form/tracking-recorder";
import "../../../tests/support/dom";

// The lead form island (SPEC 4, 5, 7, 8) in a DOM: what the shopper sees and what goes over
// the network. fetch is stubbed at the network boundary and answers as the lead API does.

// Where the form goes once sent (the island opens it with a full page load).
const router = { push: vi.fn() };

/** The form as the lead form island renders it on /contact, with JavaScript running. */
function LeadForm({ config }: { config: LeadFormConfig }) {
  return (
    <LeadFormEngine config={config} answer={null} pathname="/contact" navigate={(url) => router.push(url)} />
  );
}

function configFor(definition: FormDefinition, site: Partial<LeadFormConfig["site"]> = {}): LeadFormConfig {
  const settings = formSettings(definition);
  return {
    formKey: "enquiry-form",
    definition,
    context: formSiteContextFor({ market: "AU", dealerships: [{}], config: parseSiteConfig({}) }),
    site: {
      slug: "harbourcity",
      name: "Harbour City Motors",
      captcha: false,
      yesNoFields: false,
      mockLeads: false,
      dealershipSlug: "harbour-city-motors",
      ...site,
    },
    options: {},
    slots: {},
    initialValues: initialFormValues(definition),
    conversionEventId: settings.conversionEventId,
    successPairs: {},
    successCategory: settings.successCategory,
    siteSuccessCategory: null,
    car: null,
    regoLookup: false,
    valuationLookup: false,
    hireRate: null,
    resume: null,
  };
}

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: { lead: Record<string, unknown>; altcha?: string };
}

/** Stubs fetch: answers each call with the next answer; returns what was sent. */
function stubFetch(...answers: Array<(url: string) => Response | Promise<Response>>) {
  const sent: Sent[] = [];
  const queue = [...answers];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      if (typeof init.body === "string") {
        sent.push({
          url,
          method: init.method ?? "GET",
          headers: Object.fromEntries(new Headers(init.headers).entries()),
          body: JSON.parse(init.body),
        });
      }
      const answer = queue.shift();
      if (!answer) throw new Error(`Unexpected fetch of ${url}`);
      return answer(url);
    }),
  );
  return sent;
}

const json = (status: number, body: unknown) => () => Response.json(body, { status });

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("First name"), "Ann");
  await user.type(screen.getByLabelText("Last name"), "Lee");
  await user.type(screen.getByLabelText("Email"), "ann@example.com");
  await user.type(screen.getByLabelText("Phone"), "0412345678");
}

beforeEach(() => {
  router.push.mockReset();
});

describe("LeadForm: a one-step enquiry", () => {
  test("submitted empty, every required field says so by its own label, and nothing is sent", async () => {
    const sent = stubFetch();
    const user = userEvent.setup();
    render(<LeadForm config={configFor(generalEnquiryForm)} />);
    await user.click(screen.getByRole("button", { name: "Submit" }));

    // Validation resolves asynchronously (zodResolver): wait for the messages to render.
    await waitFor(() => expect(screen.getByLabelText("First name")).toHaveAttribute("aria-invalid", "true"));
    for (const label of ["First name", "Last name", "Email", "Phone", "Message"]) {
      const input = screen.getByLabelText(label);
      expect(input, label).toHaveAttribute("aria-invalid", "true");
      expect(input, label).toHaveAccessibleDescription(REQUIRED);
    }
    expect(screen.getByLabelText("Keep me up to date with news and offers (optional)")).not.toHaveAttribute(
      "aria-invalid",
    );
    expect(sent).toEqual([]);
  });

  test("from the keyboard: Enter submits, and focus moves to the first field in error", async () => {
    stubFetch();
    const user = userEvent.setup();
    render(<LeadForm config={configFor(generalEnquiryForm)} />);
    await user.click(screen.getByLabelText("First name"));
    await user.keyboard("Ann");
    await user.tab();
    await user.keyboard("Lee");
    await user.tab();
    await user.keyboard("ann@{Enter}");

    await waitFor(() => expect(screen.getByLabelText("Email")).toHaveAccessibleDescription(INVALID_EMAIL));
    expect(screen.getByLabelText("Email")).toHaveFocus();
  });

  test("a valid enquiry POSTs the lead as the spec's payload and opens /success", async () => {
    const sent = stubFetch(json(201, { id: 41, token: "t-41" }));
    const user = userEvent.setup();
    render(<LeadForm config={configFor(generalEnquiryForm)} />);
    await fillContact(user);
    await user.type(screen.getByLabelText("Message"), "Is it still available?");
    await user.click(screen.getByRole("button", { name: "Submit" }));

    await waitFor(() => expect(router.push).toHaveBeenCalledTimes(1));
    expect(sent).toHaveLength(1);
    const [post] = sent;
    expect(post?.url).toBe("/api/leads");
    expect(post?.method).toBe("POST");
    expect(post?.headers["idempotency-key"]).toMatch(/.+/);
    expect(post?.body.altcha).toBeUndefined();
    expect(post?.body.lead).toMatchObject({
      form_id: "general-enquiry",
      category: "General Enquiry",
      name: "Ann Lee",
      first_name: "Ann",
      last_name: "Lee",
      email: "ann@example.com",
      phone: "0412 345 678",
      message: "Is it still available?",
      opt_in: false, // Unticked unless the shopper ticks it
      lead_id: null,
      lead_status: "Complete",
      form_completed: true,
      website_slug: "harbourcity",
      dealership_slug: "harbour-city-motors",
      source: "Website",
    });
    expect(router.push.mock.calls[0]?.[0]).toMatch(/^\/success\?category=general-enquiry(&|$)/);
  });

  test("An ad click's id and campaign on arrival travel with the lead", async () => {
    window.localStorage.clear();
    window.history.pushState({}, "", "/contact?gclid=Cj0-ad_click&utm_source=google&utm_medium=cpc");
    const sent = stubFetch(json(201, { id: 43, token: "t-43" }));
    const user = userEvent.setup();
    render(
      <>
        <TrackingRecorder siteSlug="harbourcity" path="/contact" />
        <LeadForm config={configFor(generalEnquiryForm)} />
      </>,
    );
    await fillContact(user);
    await user.type(screen.getByLabelText("Message"), "Hello");
    await user.click(screen.getByRole("button", { name: "Submit" }));

    await waitFor(() => expect(router.push).toHaveBeenCalledTimes(1));
    const touch = {
      at: expect.any(String),
      landing_page: "/contact?gclid=Cj0-ad_click&utm_source=google&utm_medium=cpc",
      referrer: null,
      click_ids: { gclid: "Cj0-ad_click" },
      utm: { utm_source: "google", utm_medium: "cpc" },
    };
    expect(sent[0]?.body.lead.attribution).toEqual({ first_touch: touch, last_touch: touch });
    window.history.pushState({}, "", "/");
  });

  test("a 422 puts the server's message on its field, not on the others", async () => {
    const serverMessage = "This address does not accept mail.";
    stubFetch(
      json(422, {
        error: {
          code: "validation_failed",
          message: `email: ${serverMessage}`,
          fields: { email: serverMessage },
        },
      }),
    );
    const user = userEvent.setup();
    render(<LeadForm config={configFor(generalEnquiryForm)} />);
    await fillContact(user);
    await user.type(screen.getByLabelText("Message"), "Hello");
    await user.click(screen.getByRole("button", { name: "Submit" }));

    await waitFor(() => expect(screen.getByLabelText("Email")).toHaveAccessibleDescription(serverMessage));
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("First name")).not.toHaveAttribute("aria-invalid");
    expect(router.push).not.toHaveBeenCalled();
  });

  test("a fifth postcode digit is kept as typed and named by the spec's message, never cut off", async () => {
    const sent = stubFetch();
    const user = userEvent.setup();
    render(<LeadForm config={configFor(sellMyCarForm)} />);
    const postcode = screen.getByLabelText("Postcode");
    await user.type(postcode, "20000");
    expect(postcode).toHaveValue("20000");
    await user.click(screen.getByRole("button", { name: "Submit" }));

    await waitFor(() => expect(postcode).toHaveAccessibleDescription(INVALID_POSTCODE));
    expect(postcode).toHaveValue("20000");
    expect(sent).toEqual([]);
  });

  test("an answer that is not the lead API's (a proxy's page) is a failure, not a lead", async () => {
    stubFetch(() => new Response("<html>Bad gateway</html>", { status: 502 }), json(502, {}), json(502, {}));
    const user = userEvent.setup();
    render(<LeadForm config={configFor(generalEnquiryForm)} />);
    await fillContact(user);
    await user.type(screen.getByLabelText("Message"), "Hello");
    await user.click(screen.getByRole("button", { name: "Submit" }));

    // Three tries (a 5xx is retried twice), then the spec's alert (SPEC 8).
    expect(await screen.findByRole("alert", {}, { timeout: 5_000 })).toHaveTextContent(
      "An error occurred when submitting this form",
    );
    expect(router.push).not.toHaveBeenCalled();
  });

  test("with the captcha on, the browser solves the site's challenge and sends a solution the server accepts", async () => {
    const hmacKey = "test-hmac-key";
    const challenge = await createChallenge({ hmacKey, maxnumber: 2_000 });
    const sent = stubFetch(json(200, challenge), json(201, { id: 42, token: "t-42" }));
    const user = userEvent.setup();
    render(<LeadForm config={configFor(generalEnquiryForm, { captcha: true })} />);
    expect(
      await screen.findByText("Spam protection: verified in your browser.", {}, { timeout: 10_000 }),
    ).toBeVisible();
    await fillContact(user);
    await user.type(screen.getByLabelText("Message"), "Hello");
    await user.click(screen.getByRole("button", { name: "Submit" }));

    await waitFor(() => expect(router.push).toHaveBeenCalled());
    const solution = sent[0]?.body.altcha;
    expect(typeof solution).toBe("string");
    expect(await verifySolution(String(solution), hmacKey)).toBe(true);
  });
});

describe("LeadForm: a multi-step form (SPEC 4)", () => {
  test("moves step by step: each finished step is sent once (POST, then PUT with the token), focus on the new step", async () => {
    const sent = stubFetch(json(201, { id: 7, token: "t-7" }), json(200, { id: 7 }), json(200, { id: 7 }));
    const user = userEvent.setup();
    render(<LeadForm config={configFor(financeForm)} />);
    const form = screen.getByRole("form");
    expect(within(form).getByText("Step 1 of 3")).toBeVisible();
    expect(screen.getByRole("progressbar", { name: "Form progress" })).toHaveAttribute("aria-valuenow", "0");

    // Step 1 is checked on its own: its messages, nothing sent.
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() =>
      expect(screen.getByLabelText("Vehicle price or budget")).toHaveAccessibleDescription(REQUIRED),
    );
    expect(sent).toEqual([]);

    await user.type(screen.getByLabelText("Vehicle price or budget"), "32000");
    await user.selectOptions(screen.getByLabelText("Loan term"), "60 months");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(screen.getByRole("heading", { name: "Employment" })).toHaveFocus());
    expect(within(form).getByText("Step 2 of 3")).toBeVisible();
    expect(sent.map((s) => [s.method, s.url, s.body.lead.lead_status, s.body.lead.step_number])).toEqual([
      ["POST", "/api/leads", "Incomplete", 0],
    ]);

    await user.selectOptions(screen.getByLabelText("Employment status"), "Full Time");
    await user.selectOptions(screen.getByLabelText("Time in current role"), "More than 2 years");
    await user.type(screen.getByLabelText("Annual income before tax"), "85000");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(screen.getByRole("heading", { name: "User Details" })).toHaveFocus());
    expect(sent[1]).toMatchObject({
      method: "PUT",
      url: "/api/leads/7",
      headers: { "x-lead-token": "t-7" },
      body: { lead: { lead_id: 7, lead_status: "Incomplete", step_number: 1 } },
    });

    // Go Back keeps what was typed; the step is not sent again.
    await user.click(screen.getByRole("link", { name: "Go Back" }));
    await waitFor(() => expect(screen.getByRole("heading", { name: "Employment" })).toHaveFocus());
    expect(screen.getByLabelText("Annual income before tax")).toHaveValue("85000");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(screen.getByRole("heading", { name: "User Details" })).toHaveFocus());

    await fillContact(user);
    await user.type(screen.getByLabelText("Postcode"), "2000");
    // The collection notice and the credit check consent, and the marketing
    // opt-in, all unticked until the shopper ticks them; the first two are required.
    const privacy = screen.getByLabelText("I have read the privacy collection notice");
    const credit = screen.getByLabelText(/obtaining my credit report from a credit reporting body/);
    expect(privacy).not.toBeChecked();
    expect(credit).not.toBeChecked();
    expect(screen.getByLabelText("Keep me up to date with news and offers (optional)")).not.toBeChecked();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(privacy).toHaveAccessibleDescription(REQUIRED));
    expect(sent).toHaveLength(2);
    await user.click(privacy);
    await user.click(credit);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(router.push).toHaveBeenCalled());
    expect(sent[2]?.body.lead).toMatchObject({
      privacy_consent: true,
      credit_check_consent: true,
      opt_in: false,
    });
    expect(sent.map((s) => [s.method, s.url, s.body.lead.lead_status])).toEqual([
      ["POST", "/api/leads", "Incomplete"],
      ["PUT", "/api/leads/7", "Incomplete"],
      ["PUT", "/api/leads/7", "Complete"],
    ]);
  });
});

describe("LeadForm: the trade-in rego lookup (SPEC 7, SPEC 9 event 43)", () => {
  const found = {
    vehicle: {
      rego: "ABC123",
      regoState: "NSW",
      "Vehicle Make": "Toyota",
      "Vehicle Model": "Corolla",
      year: 2019,
      variant: "Ascent",
      body: null,
      colour: null,
      vin: null,
    },
    valuation: null,
    demo: true,
  };
  const lookupEvents = () =>
    (window.dataLayer ?? []).filter(
      (entry): entry is Record<string, unknown> =>
        typeof entry === "object" &&
        entry !== null &&
        "event_id" in entry &&
        entry.event_id === EVENT_IDS.trade_in_lookup,
    );

  async function lookUp(answer: () => Response) {
    const sent = stubFetch(answer, json(201, { id: 9, token: "t-9" }));
    const user = userEvent.setup();
    render(<LeadForm config={{ ...configFor(tradeInForm), regoLookup: true }} />);
    await user.type(screen.getByLabelText("Registration number"), "ABC123");
    await user.selectOptions(screen.getByLabelText("State of registration"), "NSW");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(screen.getByRole("heading", { name: "Vehicle Details" })).toHaveFocus());
    return sent;
  }

  test("a found vehicle fills the next step's fields", async () => {
    const sent = await lookUp(json(200, found));
    expect(sent[0]).toMatchObject({
      url: "/api/trade-in/lookup",
      body: { rego: "ABC123", regoState: "NSW" },
    });
    expect(screen.getByLabelText("Model")).toHaveValue("Corolla");
    expect(screen.getByLabelText("Year")).toHaveValue("2019");
    expect(lookupEvents()).toEqual([expect.objectContaining({ rego_found: true })]);
  });

  test("an answer that is not a lookup's fills nothing and the shopper types the details", async () => {
    await lookUp(json(200, { vehicle: { rego: "ABC123" }, demo: "yes" }));
    expect(screen.getByLabelText("Model")).toHaveValue("");
    expect(lookupEvents()).toEqual([expect.objectContaining({ rego_found: false })]);
  });
});

describe("LeadForm: the state a car is registered in is the market's", () => {
  // The definition as the page hands it to the island: serialised, so no array is the one the
  // form definitions were built from.
  const serialised: FormDefinition = JSON.parse(JSON.stringify(tradeInForm));
  const configIn = (market: "AU" | "NZ" | "US"): LeadFormConfig => ({
    ...configFor(serialised),
    context: formSiteContextFor({ market, dealerships: [{}], config: parseSiteConfig({}) }),
  });
  const stateOptions = () =>
    within(screen.getByRole("combobox", { name: /^State/ }))
      .getAllByRole("option")
      .map((option) => option.getAttribute("value"))
      .filter((value) => value !== "");

  test.each([
    ["AU", 8, "NSW", "TX"],
    ["US", 51, "TX", "NSW"],
  ] as const)(
    "%s: %i states, %s among them and not %s; the choice is sent",
    async (market, count, listed, absent) => {
      const sent = stubFetch(json(201, { id: 9, token: "t-9" }));
      const user = userEvent.setup();
      render(<LeadForm config={configIn(market)} />);
      expect(stateOptions()).toHaveLength(count);
      expect(stateOptions()).toContain(listed);
      expect(stateOptions()).not.toContain(absent);
      await user.type(
        screen.getByRole("textbox", { name: /^(Registration number|License plate)/ }),
        "ABC123",
      );
      await user.selectOptions(screen.getByRole("combobox", { name: /^State/ }), listed);
      await user.click(screen.getByRole("button", { name: "Continue" }));
      await waitFor(() => expect(screen.getByRole("heading", { name: "Vehicle Details" })).toHaveFocus());
      expect(sent[0]?.body.lead).toMatchObject({ regoState: listed });
    },
  );

  test("NZ: one national register, so no state is asked", () => {
    render(<LeadForm config={configIn("NZ")} />);
    expect(screen.getByLabelText("Registration number")).toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: /^State/ })).toBeNull();
  });
});
