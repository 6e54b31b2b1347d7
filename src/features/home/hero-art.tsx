import type { SiteConfig } from "@/domain/config/site-config";

/** Decorative backdrop for the hero, drawn inline so there is no image request on first paint. */
export function HeroArt({ style }: { style: SiteConfig["theme"]["hero_style"] }) {
  return (
    <svg
      aria-hidden="true"
      className="absolute inset-0 h-full w-full"
      viewBox="0 0 1200 480"
      preserveAspectRatio="xMidYMax slice"
    >
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
          {/* Deepens the brand colour away from its ink (dark under white text, light under dark text). */}
          <stop offset="0" style={{ stopColor: "var(--brand-shade, #000)" }} stopOpacity="0.55" />
          <stop offset="1" style={{ stopColor: "var(--brand-shade, #000)" }} stopOpacity="0.1" />
        </linearGradient>
      </defs>
      <rect width="1200" height="480" fill="url(#hero-sky)" />
      {style === "outdoors" && (
        <g fill="currentColor" fillOpacity="0.12">
          <path d="M0 360 L160 250 L300 330 L470 200 L640 320 L800 230 L980 330 L1200 240 V480 H0Z" />
          <path d="M0 410 L220 330 L420 400 L650 320 L900 410 L1200 340 V480 H0Z" fillOpacity="0.18" />
          <circle cx="1010" cy="110" r="46" fillOpacity="0.25" />
        </g>
      )}
      {style === "city" && (
        <g fill="currentColor" fillOpacity="0.12">
          {[40, 120, 190, 300, 380, 470, 560, 650, 760, 840, 930, 1030, 1110].map((x, i) => (
            <rect key={x} x={x} y={200 + ((i * 53) % 140)} width={70} height={300} rx="3" />
          ))}
        </g>
      )}
      {style === "track" && (
        <g fill="none" stroke="currentColor" strokeOpacity="0.16" strokeWidth="22">
          <path d="M-40 430 C 300 300, 600 470, 1240 300" />
          <path d="M-40 480 C 320 360, 640 520, 1240 360" strokeOpacity="0.1" />
        </g>
      )}
      {style === "coast" && (
        <g fill="currentColor" fillOpacity="0.12">
          <circle cx="960" cy="150" r="70" fillOpacity="0.2" />
          <path d="M0 330 C 150 290, 300 370, 450 330 S 750 290, 900 330 S 1100 370, 1200 330 V480 H0Z" />
          <path
            d="M0 390 C 150 350, 300 430, 450 390 S 750 350, 900 390 S 1100 430, 1200 390 V480 H0Z"
            fillOpacity="0.16"
          />
        </g>
      )}
      {style === "highway" && (
        <g fill="currentColor" fillOpacity="0.12">
          <path d="M520 480 L590 250 H610 L680 480Z" fillOpacity="0.18" />
          {[0, 1, 2, 3].map((i) => (
            <rect key={i} x={597 - i * 3} y={270 + i * 50} width={6 + i * 6} height={22 + i * 8} />
          ))}
          <path d="M0 300 H1200 V310 H0Z" fillOpacity="0.2" />
        </g>
      )}
      {style === "showroom" && (
        <g fill="currentColor">
          <path d="M0 400 H1200 V480 H0Z" fillOpacity="0.08" />
          {[150, 450, 750, 1050].map((x) => (
            <ellipse key={x} cx={x} cy="60" rx="120" ry="14" fillOpacity="0.1" />
          ))}
        </g>
      )}
    </svg>
  );
}
