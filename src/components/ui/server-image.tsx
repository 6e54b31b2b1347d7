import { getImageProps, type ImageProps } from "next/image";
import { preload } from "react-dom";

/**
 * next/image's markup (the same optimised srcset, sizes, lazy-loading and fill styles)
 * rendered on the server as a plain <img>: next/image itself is a client component, so using it
 * in a server component ships its code (about 5 KB gzip) to every page. With
 * `priority` the image is preloaded, fetched first and never lazy, as next/image does.
 */
export function ServerImage({
  priority = false,
  widths,
  ...props
}: ImageProps & {
  alt: string;
  /**
   * The widths the srcset offers, when fewer than every configured width will do: the sizes
   * the image is actually shown at (times the screens' pixel ratios). Each must be one of
   * IMAGE_OPTIONS' widths; the largest is the `src`.
   */
  widths?: readonly number[];
}) {
  const { props: found } = getImageProps({
    ...props,
    loading: priority ? "eager" : props.loading,
    fetchPriority: priority ? "high" : props.fetchPriority,
  });
  const img = widths ? onlyWidths(found, widths) : found;
  if (priority) {
    preload(img.src, {
      as: "image",
      imageSrcSet: img.srcSet,
      imageSizes: img.sizes,
      fetchPriority: "high",
    });
  }
  // biome-ignore lint/a11y/useAltText: alt is required by the props and spread with them.
  // biome-ignore lint/performance/noImgElement: the optimised props come from next/image's getImageProps.
  return <img {...img} />;
}

/** The image's srcset cut to `widths` (entries "url 640w"; the URLs are encoded, so hold no ", "). */
function onlyWidths<T extends { src: string; srcSet?: string | undefined }>(
  img: T,
  widths: readonly number[],
): T {
  if (!img.srcSet) return img;
  const kept = img.srcSet
    .split(", ")
    .map((entry) => ({ entry, width: Number(/ (\d+)w$/.exec(entry)?.[1]) }))
    .filter(({ width }) => widths.includes(width));
  const largest = kept.at(-1);
  if (!largest) return img;
  return {
    ...img,
    srcSet: kept.map(({ entry }) => entry).join(", "),
    src: largest.entry.replace(/ \d+w$/, ""),
  };
}
