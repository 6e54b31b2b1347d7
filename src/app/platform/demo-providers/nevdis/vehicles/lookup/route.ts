// POST /demo-providers/nevdis/vehicles/lookup – the demo NEVDIS stand-in (src/demo), local only.
export { POST } from "@/demo/routes/nevdis-lookup";
