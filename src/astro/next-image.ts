// `next/image` in the Astro build (astro.config.ts aliases it here): ServerImage's
// getImageProps with the options Next's build inlines (`process.env.__NEXT_IMAGE_OPTS`, which
// only Next's bundler sets), so an Astro page draws the same srcset and qualities as Next. Goes
// when Astro's image service takes over with the vehicle family (docs/decisions/020-astro-islands.md).

import { getImgProps } from "next/dist/shared/lib/get-img-props.js";
import { imageConfigDefault, prepareImageConfig } from "next/dist/shared/lib/image-config.js";
import * as imageLoader from "next/dist/shared/lib/image-loader.js";
import type { ImageProps } from "next/image";
import { IMAGE_OPTIONS } from "@/domain/site/timings";

const defaultLoader = Reflect.get(imageLoader, "default") as
  | { default?: unknown }
  | ((...args: never[]) => string);
const loader = typeof defaultLoader === "function" ? defaultLoader : defaultLoader.default;
const imgConf = prepareImageConfig({ ...imageConfigDefault, ...IMAGE_OPTIONS });

export function getImageProps(imgProps: ImageProps) {
  const { props } = getImgProps(imgProps, { defaultLoader: loader, imgConf } as Parameters<
    typeof getImgProps
  >[1]);
  for (const [key, value] of Object.entries(props))
    if (value === undefined) delete (props as Record<string, unknown>)[key];
  return { props };
}
