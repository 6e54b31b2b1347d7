// The one place drizzle and drizzle-kit read the whole schema from.
export * from "./accounts";
export * from "./content";
export * from "./leads";
export * from "./payments";
export * from "./stock";
export * from "./tenancy";
