import { describe, expect, test } from "vitest";
import { blogPostingJsonLd } from "@/domain/blog/blog-json-ld";

const POST = {
  title: "Five things to check before a road trip",
  excerpt: "Tyres, fluids, lights.",
  author: "Priya Shah",
  published_at: new Date("2025-06-01T00:00:00Z"),
  updated_at: "2025-06-02T10:00:00.000Z",
};

describe("blogPostingJsonLd", () => {
  const url = "http://a.localhost:3000/blog/road-trip";
  test("is a BlogPosting with the post's facts and the site as publisher", () => {
    expect(
      blogPostingJsonLd(POST, {
        url,
        image: "http://a.localhost:3000/api/blog/road-trip/social-image",
        publisher: "A Motors",
      }),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: POST.title,
      description: POST.excerpt,
      datePublished: "2025-06-01T00:00:00.000Z",
      dateModified: "2025-06-02T10:00:00.000Z",
      author: { "@type": "Person", name: "Priya Shah" },
      publisher: { "@type": "Organization", name: "A Motors" },
      mainEntityOfPage: { "@type": "WebPage", "@id": url },
      url,
      image: ["http://a.localhost:3000/api/blog/road-trip/social-image"],
    });
  });

  test.each([
    ["a short title", "Short", "Short"],
    ["a 110-character title", "x".repeat(110), "x".repeat(110)],
    ["a longer title is cut to 110 with an ellipsis", "x".repeat(200), `${"x".repeat(109)}…`],
  ])("%s", (_, title, expected) => {
    expect(blogPostingJsonLd({ ...POST, title }, { url, image: null, publisher: "A" }).headline).toBe(
      expected,
    );
  });

  test("no image without a hero", () => {
    expect(blogPostingJsonLd(POST, { url, image: null, publisher: "A" })).not.toHaveProperty("image");
  });
});
