// Next calls register() once per server process. The lead delivery worker runs here, in the
// web process, unless LEAD_WORKER=off (then `npm run worker` runs it on its own).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // `next build` loads this file too; the worker must never open the database while building.
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  if ((process.env.LEAD_WORKER ?? "in-process") !== "in-process") return;
  const { startInProcessDeliveryWorker } = await import("./server/leads/start-in-process-delivery-worker");
  await startInProcessDeliveryWorker();
}
