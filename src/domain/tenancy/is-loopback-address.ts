/** Whether an IP address is this machine's own (127.0.0.0/8 or ::1, also IPv4-mapped). */
export function isLoopbackAddress(ip: string): boolean {
  const address = ip
    .trim()
    .toLowerCase()
    .replace(/^::ffff:/, "");
  return address === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);
}
