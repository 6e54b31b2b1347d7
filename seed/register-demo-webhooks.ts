import "server-only";
import { platformOrigin } from "@/domain/tenancy/host-origin";
import type { DbOrTx } from "@/server/db/client";
import { writeAdyenRecord } from "@/demo/payments/adyen/adyen-records";
import { keyFingerprint } from "@/demo/payments/stand-in-records";
import { standInWebhookSecret } from "@/demo/payments/stand-in-webhook-secret";
import { platformAddress } from "@/server/sites/platform-address";
import { DEMO_PAYMENT_ACCOUNTS, DEMO_SITES } from "./demo-sites";

/**
 * Adyen notifies the merchant account's one registered webhook, not a URL given per payment.
 * A dealer registers it in Adyen's Customer Area; for the demo, this registers each demo Adyen
 * merchant's webhook in the stand-in's records: the `/api/payments/adyen/webhook` of the demo
 * site that takes Adyen payments for that dealership, on this platform's own address (so the
 * port is the running server's), signed with the HMAC key the seed stores in payment_accounts.
 * An upsert: run on every start, it follows a change of port.
 */
export async function registerDemoAdyenWebhooks(db: DbOrTx): Promise<number> {
  let registered = 0;
  for (const account of DEMO_PAYMENT_ACCOUNTS) {
    if (account.provider !== "adyen" || !account.account) continue;
    const site = DEMO_SITES.find(
      (s) => s.dealerships.includes(account.dealership) && s.config.commerce?.payment_provider === "adyen",
    );
    if (!site) continue;
    await writeAdyenRecord(db, `webhook:${account.account}`, "webhook", {
      id: `S2-DEMO${account.account.toUpperCase()}`.slice(0, 40),
      merchantId: account.account,
      url: `${platformOrigin(platformAddress(), site.slug)}/api/payments/adyen/webhook`,
      active: true,
      keyFingerprint: keyFingerprint(account.secret_key),
      hmacKey: standInWebhookSecret("adyen", account.secret_key),
    });
    registered += 1;
  }
  return registered;
}
