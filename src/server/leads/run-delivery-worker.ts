import "server-only";
import { env } from "@/env";
import type { Db } from "@/server/db/client";
import { type DeliverDueLeadsOptions, deliverDueLeads } from "@/server/leads/deliver-due-leads";
import { onDeliveryNotified } from "@/server/leads/delivery-signal";
import { type DeliveryListener, listenForDeliveries } from "@/server/leads/listen-for-deliveries";
import { pruneIdempotencyKeys } from "@/server/leads/prune-idempotency-keys";
import { logger } from "@/server/log/logger";
import { reconcileReservations } from "@/server/payments/reconcile-reservations";

/** How often the worker also prunes expired idempotency keys. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;

export interface DeliveryWorker {
  /** Resolves once the worker LISTENs (at once without `listenUrl`). */
  ready: Promise<void>;
  /**
   * Stops taking new rows and waits for the pass in progress to finish: deliveries already
   * claimed are sent and recorded (drained), none is left half-done.
   */
  stop(): Promise<void>;
}

export interface RunDeliveryWorkerOptions extends Omit<DeliverDueLeadsOptions, "now"> {
  /** Idle wait between passes when nothing was due. */
  pollMs?: number;
  /**
   * PostgreSQL to LISTEN on for new outbox rows written by any process (NOTIFY in the
   * enqueueing transaction), waking the worker at once; polling stays as the fallback.
   */
  listenUrl?: string;
  log?: (message: string) => void;
}

/**
 * The lead delivery worker: passes of deliverDueLeads until stopped, straight on while
 * there is a backlog, otherwise every `pollMs`, or at once when a lead write in this process
 * or (with `listenUrl`) a NOTIFY from any process signals new rows. Runs in the Next server
 * (instrumentation.ts, unless LEAD_WORKER=off) and as `npm run worker`; any number may run
 * against one PostgreSQL database, and each row is claimed by one (FOR UPDATE SKIP LOCKED).
 */
export function runDeliveryWorker(db: Db, options: RunDeliveryWorkerOptions): DeliveryWorker {
  const pollMs = options.pollMs ?? 1000;
  const log = options.log ?? ((message: string) => logger().info(message));
  let stopped = false;
  let wake: (() => void) | null = null;
  // A signal that arrives during a pass starts the next pass at once instead of being lost.
  let signalled = false;
  const signal = () => {
    signalled = true;
    wake?.();
  };
  const unsubscribe = onDeliveryNotified(signal);
  const listener: DeliveryListener | null = options.listenUrl
    ? listenForDeliveries(options.listenUrl, signal)
    : null;
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (signalled || stopped) return resolve();
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
      signalled = false;
      try {
        if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
          lastPrune = Date.now();
          await pruneIdempotencyKeys(db);
        }
        // Reservations are reconciled with their payment providers too.
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
        signalled = false;
        await sleep(Math.max(pollMs, 5000));
      }
    }
  })();

  return {
    ready: listener?.ready ?? Promise.resolve(),
    async stop() {
      stopped = true;
      unsubscribe();
      wake?.();
      await loop;
      await listener?.close();
    },
  };
}
