/**
 * /unsubscribe?token=: one button that stops the alert emails (a plain form, no JavaScript),
 * posting to /api/auth/unsubscribe, which comes back with `done`; without a token, what to do.
 */
export function UnsubscribePage({ token, done }: { token: string | null; done: boolean }) {
  return (
    <div className="container-site py-10 sm:py-14">
      <h1 className="text-3xl font-black tracking-tight sm:text-4xl">Alert emails</h1>
      {done ? (
        <p className="mt-6 max-w-2xl" role="status">
          You are unsubscribed: we will not send you alert emails any more. Your account and saved cars are
          kept.
        </p>
      ) : token !== null ? (
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
