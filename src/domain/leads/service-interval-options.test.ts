import { expect, test } from "vitest";
import { serviceIntervalOptions } from "@/domain/leads/service-interval-options";

test.each<["AU" | "NZ" | "US", number, string]>([
  ["AU", 0, "10,000 km / 6 months logbook service"],
  ["AU", 1, "20,000 km / 1 year logbook service"],
  ["AU", 3, "40,000 km / 2 years logbook service"],
  ["AU", 14, "150,000 km / 90 months logbook service"],
  ["NZ", 0, "10,000 km / 6 months logbook service"],
  ["US", 0, "6,000 miles / 6 months logbook service"],
  ["AU", 15, "General service"],
  ["AU", 17, "Not sure"],
])("%s option %i is %s", (market, index, label) => {
  const option = serviceIntervalOptions(market)[index];
  expect(option).toEqual({ value: label, label });
});
