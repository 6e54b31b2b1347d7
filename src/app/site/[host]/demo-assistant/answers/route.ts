// POST /demo-assistant/answers – the local stand-in for the assistant provider's API (demo only)
import { answerDemoAssistant } from "@/server/assistant/answer-demo-assistant";
import { siteRoute } from "@/server/http/route-handler";

export const POST = siteRoute(
  async ({ site, db, json, ip }) => {
    const answer = await answerDemoAssistant(db, { site, ip, body: await json() });
    return Response.json(answer, { headers: { "cache-control": "no-store" } });
  },
  { maxBodyBytes: 2 * 1024 },
);
