"use server";
import "server-only";
import { headers } from "next/headers";
import { RedirectType, redirect } from "next/navigation";
import type { NoScriptFormAnswer } from "@/domain/leads/no-script-steps";
import { answerNoScriptPost } from "@/server/leads/answer-no-script-post";

/**
 * The Server Action a lead form on a Next page posts to when the browser runs no JavaScript
 * (the form's `action`, bound to the form's id by lead-form-config.ts; with JavaScript the
 * form sends JSON to /api/leads instead). The post is the page's own address, so it works
 * wherever the form is shown (proxy.ts rewrites it to the site's page like any other
 * request). The intake is answerNoScriptPost's, which Astro's form pages run too: a post that
 * is sent is answered with a redirect (303) to /success or to the next step's page; one that
 * cannot be is answered with the form page again, rendered in the site's shell with this
 * answer above the fields: why, each field to fix, and what was typed.
 */
export async function sendNoScriptForm(
  formId: string,
  _previous: NoScriptFormAnswer | null,
  data: FormData,
): Promise<NoScriptFormAnswer> {
  const result = await answerNoScriptPost(formId, data, await headers());
  if (result.kind === "answer") return result.answer;
  redirect(result.location, RedirectType.push);
}
