import { OPEN_NOW_LIVE_ATTRIBUTE, type OpenNowLiveSettings } from "@/features/shell/keep-open-now-true";
import { OpenNowStatus, type OpenNowStatusProps } from "@/features/shell/open-now-status";

/**
 * The opening status where it stands alone on a page (the header bar, the vehicle page's
 * location): OpenNowStatus rendered on the server, in an element that carries the hours for the
 * shell's plain script (keepOpenNowTrue, started by start-shell-widgets.ts), so the status stays
 * true on the shopper's clock without React. The element takes no room (`display: contents`).
 */
export function OpenNowLive(props: OpenNowStatusProps) {
  const settings: OpenNowLiveSettings = {
    hours: props.hours,
    timeZone: props.timeZone,
    variant: props.variant,
    className: props.className ?? "",
  };
  const attributes = { className: "contents", [OPEN_NOW_LIVE_ATTRIBUTE]: JSON.stringify(settings) };
  // A paragraph may not sit inside a span: the line variant's element is a div.
  return props.variant === "line" ? (
    <div {...attributes}>
      <OpenNowStatus {...props} />
    </div>
  ) : (
    <span {...attributes}>
      <OpenNowStatus {...props} />
    </span>
  );
}
