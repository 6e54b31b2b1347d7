/*
 * Forecourt demo stand-in for a tag manager script (no network). It behaves like the real
 * one where the site can notice: it reads its container id from ?id=, takes over
 * window.dataLayer and sees every event pushed before and after it loaded. What it saw is
 * kept on window.__thirdParty.gtm for tests and for anyone curious in the console.
 */
(() => {
  const script = document.currentScript;
  const id = script ? new URL(script.src, location.href).searchParams.get("id") : null;
  window.__thirdParty = window.__thirdParty || {};
  const registry = window.__thirdParty;
  if (registry.gtm) return;
  window.dataLayer = window.dataLayer || [];
  const layer = window.dataLayer;
  const seen = [...layer];
  registry.gtm = { id, loadedAt: Date.now(), events: seen };
  const push = layer.push.bind(layer);
  layer.push = (...entries) => {
    seen.push(...entries);
    return push(...entries);
  };
})();
