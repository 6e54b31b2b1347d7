// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test, vi } from "vitest";
import { EVENT_IDS } from "@/domain/site/event-catalogue";
import { ReserveForm, type ReserveFormProps } from "@/features/reserve/reserve-form";
import { dataLayerEventIds } from "../../../tests/support/dom";

const vehicle = {
  name: "2021 Mazda CX-5 Maxx",
  stocknum: "U1",
  price: 3_199_000,
  slug: "2021-mazda-cx-5-maxx-u1",
};

function renderForm(props: Partial<ReserveFormProps> = {}) {
  return render(
    <ReserveForm
      carSlug={vehicle.slug}
      vehicle={vehicle}
      deposit="$500 AUD"
      prefill={{}}
      sourceLead={null}
      {...props}
    />,
  );
}

/** Answers POST /api/reservations with `answer` (or throws it); returns the bodies sent. */
function answerReservations(answer: (() => Promise<Response>) | Error) {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    if (answer instanceof Error) throw answer;
    return answer();
  });
  vi.stubGlobal("fetch", fetch);
  return {
    bodies: () =>
      fetch.mock.calls.map(([input, init]) => {
        expect([String(input), init?.method]).toEqual(["/api/reservations", "POST"]);
        return JSON.parse(String(init?.body));
      }),
  };
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

async function fillIn() {
  await userEvent.type(field("First name"), "Sam");
  await userEvent.type(field("Last name"), "Lee");
  await userEvent.type(field("Email"), "sam@example.com");
  await userEvent.type(field("Phone"), "0411 222 333");
  await userEvent.click(screen.getByRole("checkbox", { name: /I accept the reservation terms/ }));
}

const continueButton = () => screen.getByRole("button", { name: "Continue to payment ($500 AUD)" });

describe("ReserveForm (the reserve page, event 42 on leaving for payment)", () => {
  test("sends the details, the terms and the journey's lead; then event 42 and off to the payment page", async () => {
    // jsdom navigates only within a page, so the payment page here is this page's #payment.
    const paymentPage = `${window.location.href.split("#")[0]}#payment`;
    const sent = answerReservations(async () => Response.json({ redirect_url: paymentPage }));
    renderForm({ sourceLead: { id: 9, token: "lead-token" } });

    await fillIn();
    await userEvent.click(continueButton());

    await screen.findByRole("button", { name: "Taking you to payment…" });
    expect(sent.bodies()).toEqual([
      {
        car_slug: vehicle.slug,
        details: {
          first_name: "Sam",
          last_name: "Lee",
          email: "sam@example.com",
          phone: "0411 222 333",
          accept_terms: true,
        },
        lead_id: 9,
        lead_token: "lead-token",
      },
    ]);
    expect(dataLayerEventIds()).toEqual([EVENT_IDS.reserve_car]);
    expect(window.location.hash).toBe("#payment");
    // The button stays disabled while the browser leaves: a second click sends nothing.
    expect(screen.getByRole("button", { name: "Taking you to payment…" })).toBeDisabled();
  });

  test("the prefilled details are sent as they are; no lead, no lead fields; unticked terms are false", async () => {
    const sent = answerReservations(async () => new Response(null, { status: 500 }));
    renderForm({ prefill: { first_name: "Sam", email: "sam@example.com" } });
    expect(field("First name")).toHaveValue("Sam");
    expect(field("Email")).toHaveValue("sam@example.com");

    await userEvent.click(continueButton());
    await screen.findByRole("alert");
    expect(sent.bodies()).toEqual([
      {
        car_slug: vehicle.slug,
        details: {
          first_name: "Sam",
          last_name: "",
          email: "sam@example.com",
          phone: "",
          accept_terms: false,
        },
      },
    ]);
  });

  test("the server's field messages show under each field, marked invalid, and focus goes to the first", async () => {
    answerReservations(async () =>
      Response.json(
        {
          error: {
            message: "Invalid details",
            fields: {
              email: "invalid email address",
              accept_terms: "*This is a required field.",
            },
          },
        },
        { status: 422 },
      ),
    );
    renderForm();
    await userEvent.click(continueButton());

    expect(await screen.findByRole("alert")).toHaveTextContent("Please check the highlighted fields.");
    const email = field("Email");
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("invalid email address");
    expect(email).toHaveFocus();
    const terms = screen.getByRole("checkbox", { name: /I accept the reservation terms/ });
    expect(terms).toHaveAttribute("aria-invalid", "true");
    expect(terms).toHaveAccessibleDescription(expect.stringContaining("*This is a required field."));
    expect(field("First name")).not.toHaveAttribute("aria-invalid");
    expect(dataLayerEventIds()).toEqual([]);
    // The form can be sent again.
    expect(continueButton()).toBeEnabled();
  });

  test.each([
    {
      case: "the server's own message",
      answer: async () =>
        Response.json({ error: { message: "This car is no longer available." } }, { status: 409 }),
      shown: "This car is no longer available.",
    },
    {
      case: "a fallback for an answer without one",
      answer: async () => new Response("<html>bad gateway</html>", { status: 502 }),
      shown: "Something went wrong. Please try again.",
    },
    {
      case: "a fallback for a success without a payment page",
      answer: async () => Response.json({}),
      shown: "Something went wrong. Please try again.",
    },
    {
      case: "no connection",
      answer: new TypeError("Failed to fetch"),
      shown: "We could not reach the server. Please try again.",
    },
  ])("a failure without field messages is announced: $case", async ({ answer, shown }) => {
    answerReservations(answer);
    const { container } = renderForm();
    await userEvent.click(continueButton());

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(shown);
    expect(container.querySelector("form")).toHaveAccessibleDescription(shown);
    expect(continueButton()).toBeEnabled();
    expect(dataLayerEventIds()).toEqual([]);
  });

  test("the terms checkbox is described by the deposit's terms, and the form is usable by keyboard", async () => {
    const sent = answerReservations(async () => new Response(null, { status: 500 }));
    renderForm();
    const terms = screen.getByRole("checkbox", { name: /I accept the reservation terms/ });
    expect(terms).toHaveAccessibleDescription(
      "The $500 AUD deposit holds the car for you while the dealer contacts you. It is part of the price, and is refunded in full if the sale does not go ahead. Read the reservation terms",
    );
    // The terms the shopper accepts are a link to the page that states them.
    const link = screen.getByRole("link", { name: "Read the reservation terms" });
    expect(link).toHaveAttribute("href", "/terms-and-conditions");

    await userEvent.tab();
    expect(field("First name")).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(terms).toHaveFocus();
    await userEvent.keyboard(" ");
    expect(terms).toBeChecked();
    await userEvent.tab();
    expect(link).toHaveFocus();
    await userEvent.tab();
    expect(continueButton()).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await screen.findByRole("alert");
    expect(sent.bodies()[0]?.details.accept_terms).toBe(true);
  });
});
