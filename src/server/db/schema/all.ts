// The one place drizzle and drizzle-kit read the whole schema from.
export * from "@/server/db/schema/accounts";
export * from "@/server/db/schema/console";
export * from "@/server/db/schema/content";
export * from "@/server/db/schema/leads";
export * from "@/server/db/schema/payments";
export * from "@/server/db/schema/stock";
export * from "@/server/db/schema/tenancy";
