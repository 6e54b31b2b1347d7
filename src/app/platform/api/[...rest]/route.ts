// Any method on an /api/ path no other route serves: the API's JSON 404
import { unknownApiRoute } from "@/server/http/unknown-api-route";

export const dynamic = "force-dynamic";

export const GET = unknownApiRoute;
export const POST = unknownApiRoute;
export const PUT = unknownApiRoute;
export const PATCH = unknownApiRoute;
export const DELETE = unknownApiRoute;
export const OPTIONS = unknownApiRoute;
