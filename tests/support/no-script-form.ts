/**
 * Posts a form the way a browser without JavaScript does, to its page (astroFormPagePost: the
 * intake an Astro form page runs), outside the server: a redirect (303) or the answer.
 */
import type { NoScriptFormAnswer } from "@/domain/leads/no-script-steps";
import { answerNoScriptPost } from "@/server/leads/answer-no-script-post";

let current = new Headers();

class RedirectSignal extends Error {
  constructor(readonly location: string) {
    super(`redirect to ${location}`);
  }
}

/**
 * The intake an Astro form page runs for the same post (src/astro/lib/form-page.ts):
 * answerNoScriptPost with the request's headers, its redirect signalled for postNoScriptForm.
 */
export async function astroFormPagePost(
  formId: string,
  _previous: null,
  data: FormData,
): Promise<NoScriptFormAnswer> {
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
