// GET /demo-providers/autograb/v2/vehicles/registrations/{plate} – the demo AutoGrab stand-in
// (src/demo), local only.
export { GET } from "@/demo/routes/autograb-registration";
