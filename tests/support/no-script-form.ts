/**
 * Posts a form the way a browser without JavaScript does, to the form's Server Action
 * (server/leads/send-no-script-form.ts) or to an Astro form page (astroFormPagePost), outside Next: the request's headers come from
 * `next/headers` and `redirect()` from `next/navigation`, both replaced here. A test file
 * that uses it mocks them first:
 *
 *   vi.mock("next/headers", async () => (await import("../support/no-script-form")).nextHeaders);
 *   vi.mock("next/navigation", async () => (await import("../support/no-script-form")).nextNavigation);
 */
import type { NoScriptFormAnswer } from "@/domain/leads/no-script-steps";

let current = new Headers();

class RedirectSignal extends Error {
  constructor(readonly location: string) {
    super(`redirect to ${location}`);
  }
}

export const nextHeaders = { headers: async () => current };
export const nextNavigation = {
  RedirectType: { push: "push", replace: "replace" },
  redirect: (location: string) => {
    throw new RedirectSignal(location);
  },
};

/**
 * The intake an Astro form page runs for the same post (src/astro/lib/form-page.ts):
 * answerNoScriptPost with the request's headers, its redirect signalled as the action's
 * `redirect()` is, so `postNoScriptForm(astroFormPagePost, …)` reads both renderers alike.
 */
export async function astroFormPagePost(
  formId: string,
  _previous: null,
  data: FormData,
): Promise<NoScriptFormAnswer> {
  // Imported when called: the test's mocks of next/* import this module, and the intake's
  // imports would wait on those mocks (a cycle) if imported at the top.
  const { answerNoScriptPost } = await import("@/server/leads/answer-no-script-post");
  const result = await answerNoScriptPost(formId, data, current);
  if (result.kind === "redirect") throw new RedirectSignal(result.location);
  return result.answer;
}

/** 303 and where to, when the action redirects; else the answer's status and the answer. */
export type NoScriptResult =
  | { status: 303; location: string; answer: null }
  | { status: number; location: null; answer: NoScriptFormAnswer };

export async function postNoScriptForm(
  action: (formId: string, previous: null, data: FormData) => Promise<NoScriptFormAnswer>,
  input: { host: string; formId: string; fields: Record<string, string>; headers?: Record<string, string> },
): Promise<NoScriptResult> {
  current = new Headers({ host: input.host, ...input.headers });
  const data = new FormData();
  for (const [name, value] of Object.entries(input.fields)) data.append(name, value);
  try {
    const answer = await action(input.formId, null, data);
    return { status: answer.status, location: null, answer };
  } catch (error) {
    if (error instanceof RedirectSignal) return { status: 303, location: error.location, answer: null };
    throw error;
  }
}

/** Everything an answer says, to look for a message or a field's name in. */
export function answerText(result: NoScriptResult): string {
  if (!result.answer) return "";
  const { message, fields } = result.answer;
  return [message, ...Object.entries(fields).map(([name, text]) => `${name}: ${text}`)].join("\n");
}
