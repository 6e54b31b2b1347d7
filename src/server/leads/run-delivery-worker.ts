import "server-only";
import { env } from "../../env";
import type { Db } from "../db/client";
import { logger } from "../log/logger";
import { reconcileReservations } from "../payments/reconcile-reservations";
import { type DeliverDueLeadsOptions, deliverDueLeads } from "./deliver-due-leads";
import { onDeliveryNotified } from "./delivery-signal";
import { pruneIdempotencyKeys } from "./prune-idempotency-keys";

/** How often the worker also prunes expired idempotency keys. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;

export interface DeliveryWorker {
  /** Stops polling and waits for the pass in progress to finish. */
  stop(): Promise<void>;
}

export interface RunDeliveryWorkerOptions extends Omit<DeliverDueLeadsOptions, "now"> {
  /** Idle wait between passes when nothing was due. */
  pollMs?: number;
  log?: (message: string) => void;
}

/**
 * The lead delivery worker: passes of deliverDueLeads until stopped, straight on while
 * there is a backlog, otherwise every `pollMs` or as soon as a lead write in this process
 * signals new rows. Runs in the Next server (instrumentation.ts) and as `npm run worker`;
 * any number may run against one PostgreSQL database.
 */
export function runDeliveryWorker(db: Db, options: RunDeliveryWorkerOptions): DeliveryWorker {
  const pollMs = options.pollMs ?? 1000;
  const log = options.log ?? ((message: string) => console.log(message));
  let stopped = false;
  let wake: (() => void) | null = null;
  const unsubscribe = onDeliveryNotified(() => wake?.());
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });

  let lastPrune = 0;
  let lastReconcile = 0;
  const loop = (async () => {
    while (!stopped) {
      try {
        if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
          lastPrune = Date.now();
          await pruneIdempotencyKeys(db);
        }
        // Reservations are reconciled with their payment providers too (issue #12).
        if (Date.now() - lastReconcile > env().PAYMENT_RECONCILE_EVERY_SECONDS * 1000) {
          lastReconcile = Date.now();
          const reconciled = await reconcileReservations(db);
          if (reconciled.asked + reconciled.refundsRetried > 0) {
            log(
              `reservations: ${reconciled.asked} asked, ${reconciled.expired} expired, ${reconciled.refundsRetried} refunds retried`,
            );
          }
        }
        const result = await deliverDueLeads(db, options);
        if (result.claimed > 0) {
          log(
            `lead delivery: ${result.delivered} delivered, ${result.retrying} to retry, ${result.failed} failed`,
          );
        }
        if (result.claimed < (options.batchSize ?? 25)) await sleep(pollMs);
      } catch (error) {
        logger().error({ err: error }, "lead delivery pass failed");
        await sleep(Math.max(pollMs, 5000));
      }
    }
  })();

  return {
    async stop() {
      stopped = true;
      unsubscribe();
      wake?.();
      await loop;
    },
  };
}
