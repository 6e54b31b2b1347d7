/**
 * The words of the platform's 404: "Site not found" when no dealer site answers at the host
 * (`hostname`, normalised), else "Page not found".
 */
export function UnknownAddress({
  hostname,
  directoryUrl,
}: {
  hostname: string | null;
  directoryUrl: string;
}) {
  return (
    <>
      <h1 className="mt-2 text-3xl font-bold">{hostname ? "Site not found" : "Page not found"}</h1>
      <p className="mt-3 max-w-xl text-muted">
        {hostname
          ? `There is no dealer site at ${hostname}. Check the address, or see the list of sites on this platform.`
          : "There is nothing at this address."}
      </p>
      <a className="btn-brand mt-6" href={directoryUrl}>
        All dealer sites
      </a>
    </>
  );
}
