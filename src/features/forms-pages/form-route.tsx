import { notFound } from "next/navigation";
import type { SearchParams } from "@/domain/input/search-param";
import { ChosenVehicle } from "@/features/forms-pages/chosen-vehicle";
import { FormPageLayout } from "@/features/forms-pages/form-page-layout";
import type { FormPageKind } from "@/features/forms-pages/form-pages";
import { type FormPageData, formPageData } from "@/features/forms-pages/load-form-page";
import { LeadForm } from "@/features/lead-form/lead-form";
import { withNoScriptAction } from "@/features/lead-form/lead-form-config";
import { RepaymentCalculator } from "@/features/lead-form/repayment-calculator";
import { getSiteForHost } from "@/server/sites/get-site";

/** A form page's view: the form engine in the page frame, beside the chosen car or the calculator. */
function FormPageView({
  site,
  kind,
  formKey,
  title,
  intro,
  introLink,
  location,
  vehicles,
  chosenVehicleId,
  calculatorAmount,
  config,
}: FormPageData) {
  return (
    <FormPageLayout
      site={site}
      title={title}
      intro={intro}
      introLink={introLink}
      location={location}
      aside={
        vehicles.length > 0 ? (
          <ChosenVehicle selectId={`${formKey}-car-id`} vehicles={vehicles} initialId={chosenVehicleId} />
        ) : kind === "finance" || kind === "pre-approval" ? (
          <RepaymentCalculator
            market={site.market}
            initialRate={site.config.commerce.finance_rate_percent}
            initialAmount={calculatorAmount}
          />
        ) : undefined
      }
    >
      <LeadForm config={withNoScriptAction(config)} />
    </FormPageLayout>
  );
}

/**
 * One form page: its data (load-form-page.ts) in its view. /contact?car_id= becomes the
 * vehicle enquiry.
 */
export async function FormRoute(props: {
  host: string;
  kind: FormPageKind;
  searchParams: SearchParams;
  locationSlug?: string;
}) {
  const site = await getSiteForHost(props.host);
  if (!site) notFound();
  const data = await formPageData(site, props);
  if (!data) notFound();
  return <FormPageView {...data} />;
}
