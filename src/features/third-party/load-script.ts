const loading = new Map<string, Promise<void>>();

/**
 * Adds an async <script> once per src and resolves when it has run. A failed load is
 * forgotten so a later call may retry; the caller decides what a failure means.
 */
export function loadScript(src: string, attributes: Record<string, string> = {}): Promise<void> {
  const existing = loading.get(src);
  if (existing) return existing;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    script.onload = () => resolve();
    script.onerror = () => {
      loading.delete(src);
      script.remove();
      reject(new Error(`could not load ${src}`));
    };
    document.body.appendChild(script);
  });
  loading.set(src, promise);
  return promise;
}
