// POST /forms/{formId} – a single-step form posted without JavaScript; redirects to /success
import { siteRoute } from "@/server/http/route-handler";
import { receivePlainForm } from "@/server/leads/receive-plain-form";

export const POST = siteRoute(receivePlainForm);
