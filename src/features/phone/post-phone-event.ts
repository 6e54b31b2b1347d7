/** Sends a phone event; it outlives the page (keepalive), and a failure is only logged. */
export function postPhoneEvent(path: string, body: unknown) {
  void fetch(path, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
    keepalive: true,
  })
    .then((response) => {
      if (!response.ok) console.warn(`phone: ${path} answered ${response.status}`);
    })
    .catch((error: unknown) => console.warn(`phone: ${path} failed`, error));
}
