// /demo-providers/adyen/… – the demo Adyen stand-in (src/demo), local only.
export { GET, POST } from "@/demo/routes/adyen";
