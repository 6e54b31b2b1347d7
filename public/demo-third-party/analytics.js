/*
 * Forecourt demo stand-in for an analytics (gtag-style) script (no network). The page's
 * gtag() stub pushes its arguments objects to window.dataLayer; this script records those
 * calls (js, config, event), earlier ones included, on window.__thirdParty.analytics.
 */
(() => {
  const script = document.currentScript;
  const id = script ? new URL(script.src, location.href).searchParams.get("id") : null;
  window.__thirdParty = window.__thirdParty || {};
  const registry = window.__thirdParty;
  if (registry.analytics) return;
  const calls = [];
  registry.analytics = { id, loadedAt: Date.now(), calls };
  const isArguments = (entry) =>
    entry !== null && typeof entry === "object" && !Array.isArray(entry) && typeof entry.length === "number";
  const record = (entry) => {
    if (isArguments(entry)) calls.push(Array.from(entry));
  };
  window.dataLayer = window.dataLayer || [];
  const layer = window.dataLayer;
  layer.forEach(record);
  const push = layer.push.bind(layer);
  layer.push = (...entries) => {
    entries.forEach(record);
    return push(...entries);
  };
})();
