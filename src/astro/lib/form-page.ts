// The lead-form pages' shared frontmatter (docs/decisions/020-astro-islands.md, ADR 013): the
// page for a GET, and for a POST (the form sent without JavaScript) the same intake as Next's
// Server Action, then a 303 or the page again with the answer above the form.
import type { AstroGlobal } from "astro";
import type { SearchParams } from "@/domain/input/search-param";
import type { NoScriptFormAnswer } from "@/domain/leads/no-script-steps";
import type { FormPageKind } from "@/features/forms-pages/form-pages";
import { formPageData } from "@/features/forms-pages/load-form-page";
import { answerNoScriptPost } from "@/server/leads/answer-no-script-post";
import { answerPerRequest, siteOfRequest } from "./site-page";

const PER_REQUEST = "private, no-cache, no-store, max-age=0, must-revalidate";

/** The query as Next's `searchParams` has it: one value, or a list for a repeated name. */
export function searchParamsOf(query: URLSearchParams): SearchParams {
  const params: Record<string, string | string[]> = {};
  for (const name of new Set(query.keys())) {
    const values = query.getAll(name);
    params[name] = values.length === 1 ? (values[0] ?? "") : values;
  }
  return params;
}

/** The form a POST carries, or null when its body is not a form (it is then answered as a GET). */
async function postedForm(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

/** A form post that was sent: 303 to /success or to the next step, caching per request. */
export interface FormPostRedirect {
  kind: "redirect";
  location: string;
  cacheControl: string;
}

/**
 * The request's form sent without JavaScript to the page showing the form `formId` (the form's
 * id comes from the page, not from the post): a redirect when it was sent, else the answer to
 * show above the form; null for a GET, or a POST whose body is not a form (answered as a GET).
 * The middleware has already refused a post no page should read (server/http/page-post-refusal.ts).
 */
export async function noScriptPostOf(
  astro: AstroGlobal,
  formId: string,
): Promise<FormPostRedirect | { kind: "answer"; answer: NoScriptFormAnswer } | null> {
  if (astro.request.method !== "POST") return null;
  const form = await postedForm(astro.request);
  if (!form) return null;
  const result = await answerNoScriptPost(formId, form, astro.request.headers);
  return result.kind === "redirect"
    ? { kind: "redirect", location: result.location, cacheControl: PER_REQUEST }
    : result;
}

/**
 * A form page of `kind` on the request's host: a redirect (a form post that was sent, 303 to
 * /success or to the next step), or the page (null data: its 404) with the answer to a post
 * that could not be sent.
 */
export async function formPageOf(astro: AstroGlobal, kind: FormPageKind, locationSlug?: string) {
  const { site, host, hostname } = await siteOfRequest(astro);
  const data = site
    ? await formPageData(site, { kind, searchParams: searchParamsOf(astro.url.searchParams), locationSlug })
    : null;
  const post = data ? await noScriptPostOf(astro, data.config.definition.id) : null;
  if (post?.kind === "redirect") return post;
  answerPerRequest(astro, data !== null);
  return { kind: "page", site, host, hostname, data, answer: post?.answer ?? null } as const;
}
