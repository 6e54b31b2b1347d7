import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { accountsEnabled } from "@/domain/accounts/accounts";
import { getSiteForHost } from "@/server/sites/get-site";

type Props = {
  params: Promise<{ host: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const metadata: Metadata = { title: "Unsubscribe", robots: { index: false } };

// GET /unsubscribe?token= – stop alert emails (the link in every alert); works without JavaScript
export default async function UnsubscribePage({ params, searchParams }: Props) {
  const site = await getSiteForHost((await params).host);
  if (!site || !accountsEnabled(site.config.flags)) notFound();
  const { token, done } = await searchParams;
  return (
    <div className="container-site py-10 sm:py-14">
      <h1 className="text-3xl font-black tracking-tight sm:text-4xl">Alert emails</h1>
      {done ? (
        <p className="mt-6 max-w-2xl" role="status">
          You are unsubscribed: we will not send you alert emails any more. Your account and saved cars are
          kept.
        </p>
      ) : typeof token === "string" ? (
        <form
          method="post"
          action={`/api/auth/unsubscribe?token=${encodeURIComponent(token)}`}
          className="mt-6"
        >
          <p className="max-w-2xl">
            Stop the emails about new matching stock and price drops on your saved cars?
          </p>
          <button type="submit" className="btn-brand mt-4">
            Unsubscribe
          </button>
        </form>
      ) : (
        <p className="mt-6">This unsubscribe link is incomplete. Use the link in your latest alert email.</p>
      )}
    </div>
  );
}
