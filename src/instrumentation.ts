// Next calls register() once per server process. The lead delivery worker runs here, in the
// web process, unless LEAD_WORKER=off (then `npm run worker` runs it on its own). Under
// `npm start` the front server owns the signals (NEXT_MANUAL_SIG_HANDLE): it stops taking
// requests and lets the ones in flight finish, then sends SIGTERM here, and this process
// drains its delivery worker and closes its database pool and Redis client before exiting.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // `next build` loads this file too; the worker must never open the database while building.
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  if (process.env.NEXT_MANUAL_SIG_HANDLE) {
    const { exitGracefullyOnSignals } = await import("@/server/shutdown");
    exitGracefullyOnSignals({ processName: "web" });
  }
  if ((process.env.LEAD_WORKER ?? "in-process") !== "in-process") return;
  const { startInProcessDeliveryWorker } = await import("@/server/leads/start-in-process-delivery-worker");
  await startInProcessDeliveryWorker();
}
