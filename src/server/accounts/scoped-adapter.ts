import "server-only";
import type { BetterAuthOptions } from "better-auth";
import type { DBAdapter, Where } from "better-auth/adapters";

/** The column every auth row carries (schema/accounts.ts). */
const SCOPE_FIELD = "account_scope";

/**
 * better-auth has no notion of tenants: it finds a user by email and a session by token
 * across its whole tables. This wraps its Drizzle adapter so that every read, update and
 * delete also matches `account_scope`, and every row it creates is stamped with it. Within
 * one scope (a dealer group) better-auth works unchanged; outside it, its rows do not exist.
 */
export function scopedAdapter(
  base: (options: BetterAuthOptions) => DBAdapter<BetterAuthOptions>,
  scope: string,
): (options: BetterAuthOptions) => DBAdapter<BetterAuthOptions> {
  return (options) => scopeAdapter(base(options), scope);
}

function scopeAdapter<A extends Omit<DBAdapter<BetterAuthOptions>, "transaction" | "id">>(
  inner: A,
  scope: string,
): A {
  const where = (w: Where[] | undefined): Where[] => [
    ...(w ?? []),
    { field: SCOPE_FIELD, value: scope, operator: "eq", connector: "AND" },
  ];
  return {
    ...inner,
    create: (data) => inner.create({ ...data, data: { ...data.data, [SCOPE_FIELD]: scope } }),
    findOne: (data) => inner.findOne({ ...data, where: where(data.where) }),
    findMany: (data) => inner.findMany({ ...data, where: where(data.where) }),
    count: (data) => inner.count({ ...data, where: where(data.where) }),
    update: (data) => inner.update({ ...data, where: where(data.where) }),
    updateMany: (data) => inner.updateMany({ ...data, where: where(data.where) }),
    delete: (data) => inner.delete({ ...data, where: where(data.where) }),
    deleteMany: (data) => inner.deleteMany({ ...data, where: where(data.where) }),
    consumeOne: (data) => inner.consumeOne({ ...data, where: where(data.where) }),
    incrementOne: (data) => inner.incrementOne({ ...data, where: where(data.where) }),
    ...("transaction" in inner
      ? {
          transaction: (callback: (trx: never) => Promise<unknown>) =>
            (inner as unknown as DBAdapter<BetterAuthOptions>).transaction((trx) =>
              callback(scopeAdapter(trx, scope) as never),
            ),
        }
      : {}),
  };
}
