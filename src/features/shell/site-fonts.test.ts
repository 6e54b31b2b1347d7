import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { SITE_FONTS } from "@/domain/brand/fonts";
import {
  FONTSOURCE_VERSION,
  SITE_FONT_CLASS,
  siteFontFile,
  siteFontPreload,
} from "@/features/shell/site-fonts";

const root = process.cwd();
const css = fs.readFileSync(path.join(root, "src/features/shell/site-fonts.css"), "utf8");
const bundled = SITE_FONTS.filter((font) => font !== "system");

describe("the bundled typefaces: @font-face over copies of the @fontsource-variable files", () => {
  test.each(bundled)("%s: the copy in public/ is the package's file, of the version in its name", (font) => {
    const pkg = path.join(root, "node_modules/@fontsource-variable", font);
    expect(JSON.parse(fs.readFileSync(path.join(pkg, "package.json"), "utf8")).version).toBe(
      FONTSOURCE_VERSION,
    );
    const copy = fs.readFileSync(path.join(root, "public", siteFontFile(font)));
    expect(copy.equals(fs.readFileSync(path.join(pkg, `files/${font}-latin-wght-normal.woff2`)))).toBe(true);
  });

  test.each(bundled)("%s: a face, its metric-adjusted fallback and the class that selects both", (font) => {
    const className = SITE_FONT_CLASS[font];
    const rule = new RegExp(`\\.${className} \\{\\s*--font-site: "([^"]+)", "([^"]+)";`).exec(css);
    expect(rule, className).not.toBeNull();
    const [, face, fallback] = rule as RegExpExecArray;
    const faceRule = css.split("@font-face").find((block) => block.includes(`font-family: "${face}";`));
    expect(faceRule).toContain(`url("${siteFontFile(font)}") format("woff2")`);
    expect(faceRule).toContain("font-display: swap;");
    const fallbackRule = css
      .split("@font-face")
      .find((block) => block.includes(`font-family: "${fallback}";`));
    for (const descriptor of ["size-adjust", "ascent-override", "descent-override", "line-gap-override"]) {
      expect(fallbackRule).toMatch(new RegExp(`${descriptor}: \\d+\\.\\d\\d%;`));
    }
    expect(fallbackRule).toContain('src: local("Arial");');
  });

  test("only the site's own face is preloaded, from its own origin; the system font loads nothing", () => {
    expect(siteFontPreload("system")).toBeNull();
    expect(SITE_FONT_CLASS.system).toBe("");
    expect(siteFontPreload("oswald")).toEqual({
      href: "/fonts/oswald-latin-wght-normal-5.3.0.woff2",
      as: "font",
      type: "font/woff2",
      crossOrigin: "anonymous",
    });
    expect(css).not.toMatch(/https?:\/\//);
  });
});
