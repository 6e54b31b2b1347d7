import Image from "next/image";
import { Button } from "@/components/ui/button";
import { ErrorSummary } from "@/components/ui/error-summary";
import { SiteLink } from "@/components/ui/site-link";
import type { FormField } from "@/domain/leads/form-definition";
import { LEAD_ID_FIELD, LEAD_TOKEN_FIELD, STEP_FIELD } from "@/domain/leads/no-script-steps";
import {
  CAR_FIELD,
  DEPOSIT_STEP,
  depositHref,
  JOURNEY_STEPS,
  journeyHref,
  LOOKUP_FIELD,
  RETURN_FIELD,
  REVIEW_STEP,
  reviewSections,
  SKIP_FIELD,
  TRADE_IN_STEP,
} from "@/domain/leads/purchase-journey";
import { purchaseMoneySummary } from "@/domain/leads/purchase-money-summary";
import { localeFor } from "@/domain/site/locale";
import { formatPrice } from "@/domain/stock/format-price";
import { vehiclePath } from "@/domain/stock/vehicle-paths";
import { JourneyCaptcha } from "@/features/checkout-journey/journey-captcha";
import { JourneyStepEvents } from "@/features/checkout-journey/journey-step-events";
import type { JourneyStepData } from "@/features/checkout-journey/load-checkout-journey";
import { DefinitionField } from "@/features/lead-form/definition-field";
import { fieldDomId } from "@/features/lead-form/field-parts";
import { StepProgress } from "@/features/lead-form/step-progress";
import { siteSearchPath } from "@/features/shell/site-search-path";
import type { Site } from "@/server/sites/site";
import type { CarDetail } from "@/server/stock/car-detail";

// The purchase journey's view: the step's page from its data (load-checkout-journey.ts), with
// no reads of its own. Each step is an ordinary form posted to /checkout-journey/step.

/** A value as a field shows it: the flash's (what was just typed), else the lead's, else the default. */
function fieldValue(field: FormField, sources: ReadonlyArray<Readonly<Record<string, unknown>>>) {
  for (const source of sources) {
    const value = source[field.name];
    if (value === undefined || value === null) continue;
    if (typeof value === "boolean") return value;
    if (value === "Yes" || value === "No")
      return field.type === "check" || field.type === "opt-in" ? value === "Yes" : value;
    if (typeof value === "string" || typeof value === "number") return String(value);
  }
  return undefined;
}

/**
 * CSS that shows a conditional field only once its answer is chosen (`:has`), so the steps
 * need no script; the server checks only the fields that apply (buildFormSchema).
 */
/** A journey field's DOM id (an error summary links to it). */
function journeyFieldId(name: string): string {
  return fieldDomId("journey", name);
}

function conditionalCss(fields: readonly FormField[]): string {
  const rules = new Set<string>();
  for (const field of fields) {
    const when = field.showWhen;
    if (!when || !("equals" in when)) continue;
    const key = `${when.field}:${String(when.equals)}`;
    rules.add(
      `#journey-form:has([name="${when.field}"][value="${String(when.equals)}"]:checked) [data-when="${key}"]{display:block}`,
    );
  }
  return `[data-when]{display:none}${[...rules].join("")}`;
}

function CarSummary({ site, car }: { site: Site; car: CarDetail }) {
  const { locale } = localeFor(site.market);
  return (
    <aside aria-label="The car you're buying" className="card flex overflow-hidden lg:block">
      {/* Beside the words on a phone, so the step starts on the first screen. */}
      <div className="relative aspect-[3/2] w-32 shrink-0 self-start bg-surface sm:w-48 lg:w-auto">
        {car.primary_image_url && (
          <Image
            src={car.primary_image_url}
            alt={car.name}
            fill
            sizes="(min-width: 1024px) 20rem, (min-width: 640px) 12rem, 8rem"
            quality={site.config.image_quality}
            priority
            className="object-cover"
          />
        )}
      </div>
      <div className="min-w-0 p-4 lg:p-5">
        <h2 className="text-base font-bold">{car.name}</h2>
        {car.price !== null && (
          <p className="mt-1 text-xl font-extrabold lg:text-2xl" data-journey-price>
            {formatPrice(car.price, locale)}
          </p>
        )}
        {car.location && <p className="mt-1 text-sm text-muted">At {car.location.name}</p>}
        <p className="mt-3 text-sm">
          <SiteLink
            href={vehiclePath(site.template, car.slug)}
            className="font-semibold text-brand-link hover:underline"
          >
            View this car
          </SiteLink>
        </p>
      </div>
    </aside>
  );
}

/** The review's money, line by line; the balance last and bold. */
function MoneySummary({ lines }: { lines: ReturnType<typeof purchaseMoneySummary> }) {
  return (
    <section aria-labelledby="review-money" className="rounded-md border border-slate-200 p-4">
      <h3 id="review-money" className="font-semibold">
        What you'll pay
      </h3>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[12rem_minmax(0,1fr)]" data-money-summary>
        {lines.map((line) => (
          <div
            key={line.key}
            className={line.key === "balance" ? "contents font-bold" : "contents"}
            data-money={line.key}
          >
            <dt className={line.key === "balance" ? "mt-1 border-t border-slate-200 pt-1" : "text-muted"}>
              {line.label}
            </dt>
            <dd className={line.key === "balance" ? "mt-1 border-t border-slate-200 pt-1" : "break-words"}>
              {line.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** A car that exists but cannot be bought online (sold, reserved, not offered): why, and where to go. */
export function Unavailable({ site, car, reason }: { site: Site; car: CarDetail; reason: string }) {
  return (
    <div className="container-site py-14">
      <h1 className="text-3xl font-extrabold tracking-tight">This car can't be bought online</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted">{reason}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <SiteLink href={vehiclePath(site.template, car.slug)} className="btn-brand">
          View the {car.name}
        </SiteLink>
        <SiteLink href={siteSearchPath(site)} className="btn-outline">
          Search our stock
        </SiteLink>
      </div>
    </div>
  );
}

/**
 * A step of the online purchase journey: the car beside the steps, the step's form (or the
 * review, or the deposit hand-over), and the link that continues it later.
 */
export function CheckoutJourneyView({
  site,
  car,
  lead,
  leadRef,
  step,
  current,
  definition,
  fields,
  values,
  errors,
  notice,
  options,
  editing,
  previous,
  regoLookup,
}: JourneyStepData) {
  const total = JOURNEY_STEPS.length;
  const headingId = "journey-step-title";
  const errorList = Object.entries(errors);
  const processor = car.payment_processors.find((p) => p.deposit_amount > 0);
  const { locale } = localeFor(site.market);

  return (
    <div className="bg-surface">
      <JourneyStepEvents
        step={step + 1}
        stepName={current.title}
        vehicle={{ stocknum: car.stocknum, price: car.price, name: car.name, slug: car.slug }}
        leadId={lead?.id ?? null}
      />
      <div className="container-site py-8 sm:py-12">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Buy the {car.name} online</h1>
        <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-8">
          <div className="lg:order-2">
            <CarSummary site={site} car={car} />
          </div>
          <section aria-labelledby={headingId} className="card relative p-5 sm:p-8 lg:order-1">
            <StepProgress step={step} total={total} complete={false} label="Purchase progress" />
            <ol
              aria-label="Purchase steps"
              className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted"
            >
              {JOURNEY_STEPS.map((s, index) => (
                <li
                  key={s.key}
                  aria-current={index === step ? "step" : undefined}
                  className={index === step ? "font-semibold text-ink" : undefined}
                >
                  {index + 1}. {s.title}
                </li>
              ))}
            </ol>
            <h2 id={headingId} className="mt-6 text-xl font-bold tracking-tight">
              {current.title}
            </h2>
            {errorList.length > 0 && (
              <ErrorSummary
                className="mt-4"
                title="Please check these answers:"
                errors={errorList.map(([name, message]) => {
                  const field = fields.find((f) => f.name === name);
                  return field
                    ? { fieldId: journeyFieldId(field.name), label: field.label, message }
                    : { message };
                })}
              />
            )}

            {step === REVIEW_STEP && (
              <div className="mt-4 space-y-5" data-journey-review>
                <MoneySummary
                  lines={purchaseMoneySummary({
                    priceCents: car.price,
                    depositCents: processor?.deposit_amount ?? null,
                    values: lead?.payload ?? {},
                    siteName: site.name,
                    pickupName:
                      options.locations?.find((l) => l.value === String(lead?.payload.pickup_location ?? ""))
                        ?.label ?? null,
                    locale,
                  })}
                />
                {reviewSections(definition, lead?.payload ?? {}, options).map((section) => (
                  <section
                    key={section.step}
                    aria-labelledby={`review-${section.step}`}
                    className="rounded-md border border-slate-200 p-4"
                  >
                    <div className="flex items-baseline justify-between gap-3">
                      <h3 id={`review-${section.step}`} className="font-semibold">
                        {section.title}
                      </h3>
                      {leadRef && (
                        <a
                          href={`${journeyHref(car.slug, leadRef, section.step)}&${RETURN_FIELD}=review`}
                          className="text-sm font-semibold text-brand-link hover:underline"
                        >
                          Edit<span className="sr-only"> {section.title.toLowerCase()}</span>
                        </a>
                      )}
                    </div>
                    <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[12rem_minmax(0,1fr)]">
                      {section.answers.map((answer) => (
                        <div key={answer.label} className="contents">
                          <dt className="text-muted">{answer.label}</dt>
                          <dd className="break-words">{answer.value}</dd>
                        </div>
                      ))}
                    </dl>
                  </section>
                ))}
              </div>
            )}

            {current.formStep !== null ? (
              <form
                id="journey-form"
                method="post"
                action="/checkout-journey/step"
                aria-labelledby={headingId}
                data-journey-step={current.key}
                className="mt-5 grid gap-5"
              >
                <style>{conditionalCss(fields)}</style>
                <input type="hidden" name={STEP_FIELD} value={step} />
                <input type="hidden" name={CAR_FIELD} value={car.slug} />
                {leadRef && (
                  <>
                    <input type="hidden" name={LEAD_ID_FIELD} value={leadRef.id} />
                    <input type="hidden" name={LEAD_TOKEN_FIELD} value={leadRef.token} />
                  </>
                )}
                {editing && <input type="hidden" name={RETURN_FIELD} value="review" />}
                {!leadRef && site.config.forms.captcha && <JourneyCaptcha />}
                {fields.map((field) => {
                  const rendered = (
                    <DefinitionField
                      key={field.name}
                      field={field}
                      id={journeyFieldId(field.name)}
                      binding={{ name: field.name }}
                      defaultValue={fieldValue(field, values)}
                      error={errors[field.name]}
                      options={field.optionsSource ? options[field.optionsSource] : field.options}
                      choiceLayout="rows"
                    />
                  );
                  const when = field.showWhen;
                  const lookupButton =
                    regoLookup && field.name === "trade_in_rego_state" ? (
                      <div key="lookup" className="mt-3 flex flex-wrap items-center gap-3">
                        <Button type="submit" variant="secondary" name={LOOKUP_FIELD} value="1">
                          Look up my car
                        </Button>
                        <p className="text-sm text-muted" role="status">
                          {notice || "We'll fill in its make, model and year."}
                        </p>
                      </div>
                    ) : null;
                  return when && "equals" in when ? (
                    <div key={field.name} data-when={`${when.field}:${String(when.equals)}`}>
                      {rendered}
                      {lookupButton}
                    </div>
                  ) : (
                    rendered
                  );
                })}
                <div className="flex flex-wrap items-center justify-between gap-3">
                  {previous ? (
                    <a href={previous} className="btn-outline">
                      Go Back
                    </a>
                  ) : (
                    <span />
                  )}
                  {/* Continue first: Enter in a field sends the form with its first button. */}
                  <div className="flex flex-wrap gap-3">
                    <Button type="submit" className="min-w-32">
                      {step === REVIEW_STEP ? "Confirm and continue" : "Continue"}
                    </Button>
                    {step === TRADE_IN_STEP && (
                      <Button type="submit" variant="secondary" name={SKIP_FIELD} value="1">
                        Skip trade-in
                      </Button>
                    )}
                  </div>
                </div>
              </form>
            ) : (
              leadRef && (
                <div className="mt-4 space-y-4" data-journey-deposit>
                  <p>
                    Thanks{typeof lead?.payload.first_name === "string" ? `, ${lead.payload.first_name}` : ""}
                    . Your purchase details are with {site.name}. Pay the deposit to hold the car for you.
                  </p>
                  {processor && (
                    <p className="text-lg font-bold">
                      Deposit: {formatPrice(processor.deposit_amount, locale)}
                    </p>
                  )}
                  <a
                    href={depositHref(car.slug, site.config.commerce.reserve_path, leadRef)}
                    className="btn-brand"
                    data-journey-pay
                  >
                    Pay deposit
                  </a>
                </div>
              )
            )}
            {leadRef && step < DEPOSIT_STEP && (
              <p className="mt-6 border-t border-slate-200 pt-4 text-sm text-muted">
                Your answers are saved as you go.{" "}
                <a
                  href={journeyHref(car.slug, leadRef)}
                  className="font-semibold text-brand-link hover:underline"
                  data-journey-resume
                >
                  Continue later from this link
                </a>{" "}
                (keep it private: it opens your purchase).
              </p>
            )}
          </section>
        </div>
      </div>
    </div>
  );
}
