// vitest runs server modules outside Next; the real "server-only" throws there.
export {};
