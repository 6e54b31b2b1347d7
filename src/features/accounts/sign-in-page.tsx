import type { ReactNode } from "react";

/**
 * /sign-in: what signing in is for, the reason a link did not work (`message`, from the
 * `?error=` the link's callback sends back), and the form, an island (Astro's named slot
 * `form`: SignInForm with its passkey button).
 */
export function SignInPageFrame({ message, form }: { message: string | null; form: ReactNode }) {
  return (
    <div className="container-site py-10 sm:py-14">
      <h1 className="text-3xl font-black tracking-tight sm:text-4xl">Sign in</h1>
      <p className="mt-4 max-w-2xl text-muted">
        Sign in with your email address to keep your saved cars on every device. No password: we email you a
        link.
      </p>
      {message && (
        <p
          className="mt-6 max-w-2xl rounded-md border border-red-700 p-4 font-semibold text-red-700"
          role="alert"
        >
          {message}
        </p>
      )}
      {form}
    </div>
  );
}
