import { describe, expect, test } from "vitest";
import { uploadedLogo, uploadedLogoPaths } from "@/domain/brand/uploaded-logo";

describe("uploaded logo paths", () => {
  test("the header logo and the tab icon are named by site, content hash and size", () => {
    const paths = uploadedLogoPaths("waitemata-motors", "0123456789abcdef", { width: 410, height: 120 });
    expect(paths).toEqual({
      logo: "/media/brand/waitemata-motors/logo-0123456789abcdef-410x120.png",
      icon: "/media/brand/waitemata-motors/icon-0123456789abcdef.png",
    });
    expect(uploadedLogo(paths.logo)).toEqual({ width: 410, height: 120, icon: paths.icon });
  });

  test.each([
    [null],
    ["/media/brand/harbourcity-logo-0123456789.svg"],
    ["/media/brand/x/logo-0123456789-410x120.svg"],
    ["/media/brand/../x/logo-0123456789-410x120.png"],
    ["https://cdn.example/logo-0123456789-410x120.png"],
  ])("%s is not an uploaded logo", (logo) => {
    expect(uploadedLogo(logo)).toBeNull();
  });
});
