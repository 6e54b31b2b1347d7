// GET|POST /console/api/auth/{sign-in/magic-link, magic-link/verify, sign-out} – staff sign-in by emailed link (platform host only)
import { publicConsoleRoute } from "@/server/console/console-route";
import { handleStaffAuth } from "@/server/console/staff-sign-in";

type Params = { all: string[] };

const handler = publicConsoleRoute<Params>(
  (ctx) => handleStaffAuth({ ...ctx, path: ctx.params.all.join("/") }),
  {
    maxBodyBytes: 1024,
  },
);

export const GET = handler;
export const POST = handler;
