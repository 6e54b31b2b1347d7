import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { accountsEnabled, signInErrorMessage } from "@/domain/accounts/accounts";
import { SignInForm } from "@/features/accounts/sign-in-form";
import { getSiteForHost } from "@/server/sites/get-site";

type Props = {
  params: Promise<{ host: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const metadata: Metadata = { title: "Sign in", robots: { index: false } };

// GET /sign-in – sign in by emailed link (or a passkey), on sites with accounts
export default async function SignInPage({ params, searchParams }: Props) {
  const site = await getSiteForHost((await params).host);
  if (!site || !accountsEnabled(site.config.flags)) notFound();
  const error = (await searchParams).error;
  const message = signInErrorMessage(typeof error === "string" ? error : null);
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
      <SignInForm landing={site.config.saved_cars_path} />
    </div>
  );
}
