import { describe, expect, test } from "vitest";
import { describeSavedSearch } from "@/domain/accounts/describe-saved-search";

describe("describeSavedSearch", () => {
  test.each([
    ["/search", "All stock"],
    ["/search?page=3&sort=price_asc", "All stock"],
    ["/search/used-cars", "Used cars"],
    ["/search/new-used-and-demo-cars?make=Toyota", "New used and demo cars: make Toyota"],
    ["/search?make=Kia&model=Sportage&price_max=30000", "All stock: make Kia, model Sportage, up to $30000"],
    ["/search?q=corolla%20hybrid&year_min=2020", "All stock: matching “corolla hybrid”, from year 2020"],
    ["/search?make=&body=SUV", "All stock: body SUV"],
    ["/search/%E0%A4%A", "%E0%A4%A"],
  ])("%s reads %s", (path, label) => {
    expect(describeSavedSearch(path)).toBe(label);
  });
});
