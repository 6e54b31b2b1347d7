// One value per process for process-wide resources (the database, the logger, Redis and
// LISTEN clients, limiters). Kept on globalThis under a registered symbol, so that every
// bundle of a module in one process (Next's server chunks, the instrumentation bundle,
// scripts) shares one instance instead of each opening its own.

type Store = Map<string, unknown>;
const STORE_KEY = Symbol.for("forecourt.singletons");
type GlobalWithStore = typeof globalThis & { [STORE_KEY]?: Store };

function store(): Store {
  const g = globalThis as GlobalWithStore;
  g[STORE_KEY] ??= new Map();
  return g[STORE_KEY];
}

/** The process's value under `name`, made by `create` on first use. */
export function singleton<T>(name: string, create: () => T): T {
  const values = store();
  if (!values.has(name)) values.set(name, create());
  return values.get(name) as T;
}

/** The value under `name` if one was made, without making one. */
export function existingSingleton<T>(name: string): T | undefined {
  return store().get(name) as T | undefined;
}

/**
 * Puts `value` under `name`, replacing any (tests: a test database, a logger to read).
 * @internal The tests' seam (npm run knip: the production pass skips an @internal export).
 */
export function setSingleton<T>(name: string, value: T | undefined): void {
  if (value === undefined) store().delete(name);
  else store().set(name, value);
}

/** Forgets the value under `name` (after closing it, or when making it failed). */
export function dropSingleton(name: string): void {
  store().delete(name);
}
