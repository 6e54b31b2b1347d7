// GET|POST /console/api/auth/{sign-in/magic-link, magic-link/verify, sign-out, invitation/accept, passkey/*} – staff sign-in by emailed link, invitation or passkey (platform host only)
import { publicConsoleRoute } from "@/server/console/console-route";
import { handleStaffAuth } from "@/server/console/staff-sign-in";

type Params = { all: string[] };

const handle = (ctx: Parameters<Parameters<typeof publicConsoleRoute<Params>>[0]>[0]) =>
  handleStaffAuth({ ...ctx, path: ctx.params.all.join("/") });

export const GET = publicConsoleRoute<Params>(handle, { maxBodyBytes: 1024 });
// A passkey's answer (attestation or assertion) is a few KB of base64.
export const POST = publicConsoleRoute<Params>(handle, { maxBodyBytes: 16 * 1024 });
