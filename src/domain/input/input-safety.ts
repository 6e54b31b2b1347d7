// One rule for every JSON and form API: a body may not be nested deeper than MAX_JSON_DEPTH,
// and no string in it (value or key) may hold a NUL character or an unpaired UTF-16
// surrogate. PostgreSQL refuses both in text and jsonb, so letting them through turns a
// shopper's typo (or an attacker's probe) into a 500; they are refused here, up front, with
// the field named. Everything below is iterative: a hostile body cannot overflow the stack.

import { defined } from "@/domain/defined";
/** The deepest a JSON body may nest objects and arrays. A lead is 3 deep; a feed car 4. */
export const MAX_JSON_DEPTH = 32;

export const NUL_MESSAGE = "must not contain a NUL character";
export const SURROGATE_MESSAGE = "must not contain invalid Unicode (an unpaired surrogate)";

// Without the `u` flag the pattern sees UTF-16 code units, so it finds a high surrogate not
// followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a string may not be stored, or null when it is fine. */
export function unsafeStringReason(text: string): string | null {
  if (text.includes("\u0000")) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(text)) return SURROGATE_MESSAGE;
  return null;
}

/**
 * How deeply the JSON text nests, counted without parsing it (brackets inside strings do not
 * count), stopping as soon as `limit` is passed. Returns true when the text is deeper.
 */
export function jsonDepthExceeds(text: string, limit: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      depth++;
      if (depth > limit) return true;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) depth--;
  }
  return false;
}

export interface UnsafeInput {
  /** The field, as a dotted path without the body's wrapper ("email", "skipped_steps.0.from"). */
  field: string;
  message: string;
}

interface Visit {
  value: unknown;
  key: string | null;
  parent: number;
  depth: number;
}

function pathOf(queue: readonly Visit[], index: number): string[] {
  const path: string[] = [];
  for (let visit = queue[index]; visit?.key != null; visit = queue[visit.parent]) path.unshift(visit.key);
  return path;
}

function fieldName(path: readonly string[], wrapper: string | undefined): string {
  const parts = wrapper !== undefined && path[0] === wrapper && path.length > 1 ? path.slice(1) : path;
  return parts.length > 0 ? parts.join(".") : (wrapper ?? "body");
}

/**
 * The first string in a parsed body (walked breadth-first, keys included) that may not be
 * stored, or a structure deeper than `maxDepth`; null when the whole body is fine. Each
 * node is visited once and remembers only its parent, so the walk is linear in the body.
 */
export function findUnsafeInput(
  value: unknown,
  { wrapper, maxDepth = MAX_JSON_DEPTH }: { wrapper?: string; maxDepth?: number } = {},
): UnsafeInput | null {
  const queue: Visit[] = [{ value, key: null, parent: -1, depth: 0 }];
  const fail = (index: number, message: string) => ({
    field: fieldName(pathOf(queue, index), wrapper),
    message,
  });
  for (let head = 0; head < queue.length; head++) {
    const { value: node, depth } = defined(queue[head], "a queued node");
    if (typeof node === "string") {
      const message = unsafeStringReason(node);
      if (message) return fail(head, message);
      continue;
    }
    if (node === null || typeof node !== "object") continue;
    if (depth >= maxDepth) return fail(head, `must not nest more than ${maxDepth} levels deep`);
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        queue.push({ value: node[i], key: String(i), parent: head, depth: depth + 1 });
      }
      continue;
    }
    for (const key of Object.keys(node)) {
      const keyProblem = unsafeStringReason(key);
      if (keyProblem) return fail(head, `a key ${keyProblem}`);
      queue.push({ value: (node as Record<string, unknown>)[key], key, parent: head, depth: depth + 1 });
    }
  }
  return null;
}

/**
 * The first query parameter (its name, or its value named by it) that may not be stored or
 * looked up, or null when every one is fine. A NUL in a search filter (`?make=a%00b`) or in
 * a return link's reference would reach PostgreSQL in a WHERE clause, which refuses it with
 * an error (a 500); the proxy answers 400 naming the parameter instead, for every page and
 * route of every site.
 */
export function findUnsafeQueryParam(params: Iterable<[string, string]>): UnsafeInput | null {
  for (const [key, value] of params) {
    const keyProblem = unsafeStringReason(key);
    if (keyProblem) return { field: key.replaceAll("\u0000", "\\0"), message: `its name ${keyProblem}` };
    const message = unsafeStringReason(value);
    if (message) return { field: key, message };
  }
  return null;
}
