import type { OutboxMail } from "@/server/leads/list-outbox-mail";

/**
 * The local mail outbox: lead emails and ADF documents kept in the database when no
 * SMTP_URL is configured, so a demo or development install shows what dealers would receive.
 */
export function MailOutbox({
  mails,
  smtp,
  search = "",
}: {
  mails: OutboxMail[];
  smtp: boolean;
  /** The words the list is narrowed to (`?q=`), or "" for every mail. */
  search?: string;
}) {
  return (
    <main id="main" className="container-site py-12">
      <p className="text-sm font-semibold uppercase tracking-widest text-muted">Forecourt</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">Mail outbox</h1>
      {smtp ? (
        <p className="mt-3 max-w-2xl text-muted">
          Mail is sent through SMTP (SMTP_URL is set); nothing is kept here.
        </p>
      ) : (
        <p className="mt-3 max-w-2xl text-muted">
          No SMTP server is configured, so lead emails are kept here instead of being sent.
          {mails.length > 0 && (
            <>
              {" "}
              The newest {mails.length}
              {search ? <> whose recipient, subject or text contains “{search}”</> : null} are shown, newest
              first.
            </>
          )}
        </p>
      )}
      {!smtp && (
        <form
          method="get"
          action="/mail"
          role="search"
          className="mt-6 flex max-w-xl flex-wrap items-end gap-3"
        >
          <div className="grow">
            <label htmlFor="mail-search" className="block text-sm font-semibold">
              Find mail by address, subject or text
            </label>
            <input
              id="mail-search"
              name="q"
              type="search"
              defaultValue={search}
              maxLength={200}
              className="mt-1 w-full rounded border border-line px-3 py-2"
            />
          </div>
          <button type="submit" className="btn-brand">
            Find
          </button>
          {search && (
            <a href="/mail" className="py-2 text-brand-link underline">
              Show all mail
            </a>
          )}
        </form>
      )}
      {!smtp && mails.length === 0 && (
        <p className="mt-8">
          {search ? <>No mail contains “{search}”.</> : "No mail yet. Send an enquiry from any dealer site."}
        </p>
      )}
      <ol className="mt-8 space-y-4">
        {mails.map((mail) => (
          <li key={mail.id} className="card p-5">
            <article aria-labelledby={`mail-${mail.id}`}>
              <h2 id={`mail-${mail.id}`} className="text-lg font-semibold break-words">
                {mail.subject}
              </h2>
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-muted">
                <dt>To</dt>
                <dd className="break-all">{mail.to}</dd>
                <dt>Kept</dt>
                <dd>
                  <time dateTime={mail.created_at.toISOString()}>
                    {mail.created_at.toISOString().replace("T", " ").slice(0, 19)} UTC
                  </time>
                </dd>
                {mail.attachments.length > 0 && (
                  <>
                    <dt>Attached</dt>
                    <dd>{mail.attachments.map((a) => a.filename).join(", ")}</dd>
                  </>
                )}
              </dl>
              {mail.html && (
                <details className="mt-3">
                  <summary className="cursor-pointer text-sm font-semibold text-brand-link">
                    Show HTML version
                  </summary>
                  {/* A sandbox with no permissions: the mail's markup runs no script and reaches nothing. */}
                  <iframe
                    title={`HTML version of: ${mail.subject}`}
                    sandbox=""
                    srcDoc={mail.html}
                    className="mt-2 h-96 w-full rounded border border-line bg-white"
                  />
                </details>
              )}
              <details className="mt-3">
                <summary className="cursor-pointer text-sm font-semibold text-brand-link">
                  {mail.html ? "Show plain-text version" : "Show message"}
                </summary>
                <pre className="mt-2 max-h-96 overflow-auto whitespace-pre-wrap rounded bg-surface p-3 text-xs">
                  {mail.text}
                </pre>
              </details>
            </article>
          </li>
        ))}
      </ol>
    </main>
  );
}
