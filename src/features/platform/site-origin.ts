/** http://{slug}.{platform domain}:{port} – the address of a site on this deployment. */
export function siteOrigin(slug: string, platformDomain: string, port: number): string {
  const portPart = port === 80 ? "" : `:${port}`;
  return `http://${slug}.${platformDomain}${portPart}`;
}
