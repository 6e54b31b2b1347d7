import { SitePageNotFound } from "@/features/shell/site-page-not-found";

export default function NotFound() {
  return <SitePageNotFound />;
}
