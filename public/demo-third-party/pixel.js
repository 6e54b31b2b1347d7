/*
 * Forecourt demo stand-in for an advertising pixel (fbq-style) script (no network). It
 * replays the calls queued on the page's fbq stub and receives later ones directly,
 * recording them all, with the time they arrived, on window.__thirdParty.pixel.calls.
 */
(() => {
  const script = document.currentScript;
  const id = script ? new URL(script.src, location.href).searchParams.get("id") : null;
  window.__thirdParty = window.__thirdParty || {};
  const registry = window.__thirdParty;
  if (registry.pixel) return;
  const calls = [];
  registry.pixel = { id, loadedAt: Date.now(), calls };
  if (!window.fbq) {
    const stub = (...args) => (stub.callMethod ? stub.callMethod(...args) : stub.queue.push(args));
    stub.queue = [];
    window.fbq = stub;
  }
  const fbq = window.fbq;
  const queued = fbq.queue || [];
  fbq.callMethod = (...args) => {
    calls.push({ args: Array.from(args), at: Date.now() });
  };
  for (const args of queued) fbq.callMethod(...Array.from(args));
  fbq.queue = [];
  fbq.loaded = true;
})();
