import { getImageProps, type ImageProps } from "next/image";
import { preload } from "react-dom";

/**
 * next/image's markup (the same optimised srcset, sizes, lazy-loading and fill styles)
 * rendered on the server as a plain <img>: next/image itself is a client component, so using it
 * in a server component ships its code (about 5 KB gzip) to every page. With
 * `priority` the image is preloaded, fetched first and never lazy, as next/image does.
 */
export function ServerImage({ priority = false, ...props }: ImageProps & { alt: string }) {
  const { props: img } = getImageProps({
    ...props,
    loading: priority ? "eager" : props.loading,
    fetchPriority: priority ? "high" : props.fetchPriority,
  });
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
