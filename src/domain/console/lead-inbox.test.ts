import { describe, expect, test } from "vitest";
import {
  leadFilterDraft,
  leadFilterRoute,
  leadPages,
  leadsExportHref,
  leadsListQuery,
  leadsStatusText,
} from "@/domain/console/lead-inbox";

describe("the leads inbox's address", () => {
  test.each([
    [{ view: "leads" }, ""],
    [{ view: "leads", status: "new", q: "ann" }, "status=new&q=ann"],
    [{ view: "leads", page: "3", site: "2" }, "page=3&site=2"],
    [{ view: "leads", page: "" }, ""],
    [{ view: "leads", id: "9", to: "2026-11-01" }, "to=2026-11-01"],
  ])("%j lists with ?%s", (route, query) => {
    expect(leadsListQuery(route)).toBe(query);
  });

  test.each([
    [{ view: "leads" }, "/console/api/leads/export.csv?"],
    [{ view: "leads", page: "3", status: "won" }, "/console/api/leads/export.csv?status=won"],
    [
      { view: "leads", dealership: "4", from: "2026-10-01" },
      "/console/api/leads/export.csv?dealership=4&from=2026-10-01",
    ],
  ])("%j downloads %s (every page)", (route, href) => {
    expect(leadsExportHref(route)).toBe(href);
  });

  test.each([
    [{ view: "leads" }, { site: "", dealership: "", category: "", status: "", from: "", to: "", q: "" }],
    [
      { view: "leads", status: "lost", page: "2" },
      { site: "", dealership: "", category: "", status: "lost", from: "", to: "", q: "" },
    ],
  ])("%j starts the draft %j", (route, draft) => {
    expect(leadFilterDraft(route)).toEqual(draft);
  });

  test.each([
    [
      { site: "", status: "new", q: "" },
      { view: "leads", status: "new" },
    ],
    [{ site: "", q: "" }, { view: "leads" }],
    [
      { q: "ann", from: "2026-11-01" },
      { view: "leads", q: "ann", from: "2026-11-01" },
    ],
  ])("the draft %j applies as %j (blank filters left out, back to page 1)", (draft, route) => {
    expect(leadFilterRoute(draft)).toEqual(route);
  });
});

describe("the leads inbox's count", () => {
  test.each([
    [0, 1],
    [1, 1],
    [25, 1],
    [26, 2],
    [51, 3],
  ])("%i leads take %i page(s) of 25", (total, pages) => {
    expect(leadPages(total)).toBe(pages);
  });

  test.each([
    [null, null, "Loading…"],
    [null, "status must be one of new, contacted", ""],
    [{ total: 1, page: 1 }, null, "1 lead, page 1 of 1"],
    [{ total: 0, page: 1 }, null, "0 leads, page 1 of 1"],
    [{ total: 30, page: 2 }, null, "30 leads, page 2 of 2"],
  ])("%j with error %j says %j", (result, error, text) => {
    expect(leadsStatusText(result, error)).toBe(text);
  });
});
