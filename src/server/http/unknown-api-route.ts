import "server-only";
import { AppError } from "@/server/http/app-error";

/**
 * Any method on an /api/ path no route handler serves: the API's 404 (JSON), without reading
 * the body. Without it such a path fell through to the pages, where Next reads a multipart
 * or form POST as a Server Action and answers 500 to one it cannot decode.
 */
export async function unknownApiRoute(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname.replace(/^\/(site\/[^/]+|platform)/, "");
  return new AppError("not_found", `There is no API at ${path.slice(0, 200)}.`, {
    headers: { "cache-control": "no-store" },
  }).toResponse();
}
