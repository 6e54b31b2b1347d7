// /demo-providers/windcave/… – the demo Windcave stand-in (src/demo), local only.
export { GET, POST } from "@/demo/routes/windcave";
