import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless","--no-sandbox","--disable-gpu"] });
const [w,h] = (process.env.VP ?? "1280x1100").split("x").map(Number);
const p = await b.newPage({ viewport: { width: w, height: h } });
for (const s of process.argv.slice(2)) {
  await p.goto(`http://${s}.localhost:3000/`);
  await p.screenshot({ path: `/tmp/shots/${s}-home.png`, fullPage: !!process.env.FULL });
  await p.goto(`http://${s}.localhost:3000/search`);
  const href = await p.locator("main a[href*='/cars/'], main a[href*='/campers/'], main a[href*='/motorcycles/']").first().getAttribute("href");
  await p.goto(`http://${s}.localhost:3000${href}`);
  await p.screenshot({ path: `/tmp/shots/${s}-vehicle.png` });
}
await b.close();
