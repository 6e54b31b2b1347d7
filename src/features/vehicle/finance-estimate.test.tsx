// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test } from "vitest";
import "../../../tests/support/dom";
import type { ReactNode } from "react";
import {
  DEFAULT_ESTIMATE_SETTINGS,
  defaultDepositCents,
  estimateSentence,
  estimateWording,
} from "@/domain/leads/repayments";
import { renderToString } from "react-dom/server";
import { FinanceEstimate } from "@/features/vehicle/finance-estimate";
import { startFinanceEstimate } from "@/features/vehicle/start-finance-estimate";
import type { EstimateInput } from "@/features/vehicle/finance-estimate-controls";

const estimate = () => screen.getByTestId("repayment-estimate");

/** The island as the vehicle page renders it: the server's default sentence and warning. */
function renderEstimate(input: EstimateInput, children?: ReactNode) {
  const { priceCents, market, locale, settings } = input;
  const initial = estimateSentence(
    priceCents,
    market,
    settings,
    {
      depositCents: defaultDepositCents(priceCents, settings.depositPercent),
      termMonths: settings.termMonths,
    },
    locale,
  );
  const { warning } = estimateWording({ ...settings, deposit: { cents: 0 } }, market, String);
  render(
    <FinanceEstimate initial={initial} input={input} warning={warning}>
      {children}
    </FinanceEstimate>,
  );
}

describe("FinanceEstimate: the vehicle page's adjustable estimate", () => {
  test("a US car: monthly with an APR; deposit and term follow the shopper, announced", async () => {
    const user = userEvent.setup();
    renderEstimate(
      { priceCents: 40_000_00, market: "US", locale: "en-US", settings: DEFAULT_ESTIMATE_SETTINGS },
      <>
        {" "}
        <a href="/finance">Get a quote</a>
      </>,
    );
    expect(estimate()).toHaveTextContent(
      "Est. $850/mo for 60 months at 10% APR, $0 down. An estimate, not a finance offer. Get a quote",
    );
    expect(screen.getByRole("status")).toHaveTextContent("Est. $850/mo");
    expect(screen.queryByText(/Comparison rate/)).toBeNull();

    await user.click(screen.getByText("Change deposit and term"));
    const deposit = await screen.findByLabelText("Deposit ($)");
    await user.clear(deposit);
    await user.type(deposit, "10,000");
    // $30,000 over 60 months at 10%: $637.41 → $638.
    expect(screen.getByRole("status")).toHaveTextContent(
      "Est. $638/mo for 60 months at 10% APR, $10,000 down. An estimate, not a finance offer.",
    );
    await user.selectOptions(screen.getByLabelText("Term"), "36");
    // $30,000 over 36 months at 10%: $968.02 → $969 (rounded up).
    expect(screen.getByRole("status")).toHaveTextContent(
      "Est. $969/mo for 36 months at 10% APR, $10,000 down.",
    );
  });

  test("a deposit that is not less than the price, or not dollars, says so and marks the field", async () => {
    const user = userEvent.setup();
    renderEstimate({
      priceCents: 20_000_00,
      market: "NZ",
      locale: "en-NZ",
      settings: DEFAULT_ESTIMATE_SETTINGS,
    });
    await user.click(screen.getByText("Change deposit and term"));
    const deposit = await screen.findByLabelText("Deposit ($)");
    for (const typed of ["20000", "abc"]) {
      await user.clear(deposit);
      await user.type(deposit, typed);
      expect(screen.getByRole("status")).toHaveTextContent(
        "The deposit must be a whole number of dollars, less than the price.",
      );
      expect(deposit).toHaveAttribute("aria-invalid", "true");
      expect(deposit).toHaveAccessibleDescription(/less than the price/);
    }
  });

  test("an Australian site's default: its deposit share and term, the comparison rate and the warning", async () => {
    renderEstimate({
      priceCents: 40_000_00,
      market: "AU",
      locale: "en-AU",
      settings: { ratePercent: 8.99, comparisonRatePercent: 9.49, depositPercent: 10, termMonths: 48 },
    });
    // $36,000 over 48 months at 8.99%: $895.72 a month, × 12 / 52 = $206.70 → $207.
    expect(estimate()).toHaveTextContent(
      "Est. $207/week over 4 years at 8.99% p.a., $4,000 deposit. Comparison rate 9.49% p.a.* An estimate, not a finance offer.",
    );
    expect(
      screen.getByText(/^\* Comparison rate based on a secured loan of \$30,000 over 5 years\. WARNING:/),
    ).toBeVisible();
    await userEvent.setup().click(screen.getByText("Change deposit and term"));
    expect(await screen.findByLabelText("Deposit ($)")).toHaveValue("4000");
    expect(screen.getByLabelText("Term")).toHaveValue("48");
  });

  // Astro's way: the estimate is server markup and the page's script starts it, with no React
  // until the fields are opened.
  test("the server's markup: no disclosure until the script starts; then it opens the fields", async () => {
    const input: EstimateInput = {
      priceCents: 40_000_00,
      market: "US",
      locale: "en-US",
      settings: DEFAULT_ESTIMATE_SETTINGS,
    };
    const initial = estimateSentence(
      input.priceCents,
      "US",
      input.settings,
      { depositCents: 0, termMonths: input.settings.termMonths },
      "en-US",
    );
    document.body.innerHTML = renderToString(
      <FinanceEstimate initial={initial} input={input} warning={null} />,
    );
    expect(screen.queryByText("Change deposit and term")).toBeNull();
    const stop = startFinanceEstimate(document.querySelector("[data-finance-estimate]") as HTMLElement);
    await userEvent.setup().click(screen.getByText("Change deposit and term"));
    const deposit = await screen.findByLabelText("Deposit ($)");
    await userEvent.setup().clear(deposit);
    await userEvent.setup().type(deposit, "10000");
    expect(screen.getByRole("status")).toHaveTextContent("$10,000 down");
    stop();
    expect(screen.queryByText("Change deposit and term")).toBeNull();
  });
});
