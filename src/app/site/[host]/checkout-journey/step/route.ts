// POST /checkout-journey/step – one step of the online purchase journey; redirects to the next
import { siteRoute } from "@/server/http/route-handler";
import { receiveJourneyStep } from "@/server/leads/receive-journey-step";

export const POST = siteRoute(receiveJourneyStep);
