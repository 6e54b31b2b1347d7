import type { ButtonHTMLAttributes, ReactNode, Ref } from "react";
import { Spinner } from "@/components/ui/spinner";

const VARIANTS = {
  /** The page's main action, in the brand's colour. */
  primary: "btn-brand",
  /** Any other action: outlined. */
  secondary: "btn-outline",
  /** An action that reads as a link (inline, underlined). */
  link: "font-semibold text-brand-link underline disabled:cursor-not-allowed disabled:opacity-60",
} as const;

export type ButtonVariant = keyof typeof VARIANTS;

/**
 * The one button. A plain button unless it says it submits (`type="submit"`), so a button in a
 * form never sends it by accident. While `busy` it shows the spinner, is aria-busy and
 * disabled (a second press cannot send twice); its label stays, so its name does too.
 */
export function Button({
  variant = "primary",
  type = "button",
  busy = false,
  disabled,
  className = "",
  ref,
  children,
  ...rest
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type"> & {
  variant?: ButtonVariant;
  type?: "button" | "submit" | "reset";
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
  children: ReactNode;
}) {
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={`${VARIANTS[variant]}${className ? ` ${className}` : ""}`}
      {...rest}
    >
      {busy && <Spinner />}
      {children}
    </button>
  );
}
