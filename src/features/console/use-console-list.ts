"use client";
import { useCallback, useEffect, useState } from "react";
import { consoleApi } from "@/features/console/console-api";

/**
 * A console list's loader: one page of `path` for the address's query, fetched again when the
 * query changes (nothing shown meanwhile) and on `reload`. A refused query is its error, each
 * field named ("status must be one of …").
 */
export function useConsoleList<T>(path: string, query: string) {
  const [result, setResult] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reload = useCallback(async () => {
    const answer = await consoleApi<T>(`${path}${query ? `?${query}` : ""}`);
    if (answer.ok) {
      setError(null);
      setResult(answer.data);
    } else
      setError(
        Object.entries(answer.error.fields)
          .map(([f, m]) => `${f} ${m}`)
          .join("; ") || answer.error.message,
      );
  }, [path, query]);
  useEffect(() => {
    setResult(null);
    void reload();
  }, [reload]);
  return { result, error, reload };
}
