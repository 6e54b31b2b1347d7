import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";

/** Registers the project's own client directives (`client:interaction`, ./interaction.ts). */
export function clientDirectives(): AstroIntegration {
  return {
    name: "forecourt:client-directives",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({
          name: "interaction",
          entrypoint: fileURLToPath(new URL("./interaction.ts", import.meta.url)),
        });
      },
    },
  };
}
