import type { ReactNode, Ref } from "react";

const TONES = {
  error: "rounded-md border border-red-700 bg-red-50 p-4 text-sm text-red-900",
  success: "rounded-md border border-emerald-700 bg-emerald-50 p-4 text-sm text-emerald-900",
  /** A line of console text, no box: red for an alert, the text's own colour for a status. */
  plain: "",
} as const;

/**
 * A message the page announces when it appears: role "alert" for something that went wrong
 * (read out at once), role "status" for news that can wait its turn (saved, imported). A
 * focusable alert (`focusable`) can take the focus, so a failed send moves the keyboard to it.
 */
export function Alert({
  role = "alert",
  tone = role === "alert" ? "error" : "success",
  focusable = false,
  className = "",
  labelledBy,
  as: Tag = "div",
  ref,
  children,
}: {
  role?: "alert" | "status";
  tone?: keyof typeof TONES;
  focusable?: boolean;
  className?: string;
  /** The id of the alert's title, which then names it. */
  labelledBy?: string;
  /** A paragraph for a one-line message; a div for one with a title or a list. */
  as?: "div" | "p";
  ref?: Ref<HTMLDivElement>;
  children: ReactNode;
}) {
  return (
    <Tag
      ref={ref as Ref<never>}
      role={role}
      aria-labelledby={labelledBy}
      tabIndex={focusable ? -1 : undefined}
      className={
        [tone === "plain" && role === "alert" ? "text-red-800" : TONES[tone], className]
          .filter(Boolean)
          .join(" ") || undefined
      }
    >
      {children}
    </Tag>
  );
}
