// npm run feed-key -- <dealership-slug> – gives the dealership a new inventory-feed key and
// prints it once (only its SHA-256 is stored; the old key stops working at once).
import { closeDatabase, getDatabase } from "../src/server/db/client";
import { issueFeedKey } from "../src/server/feed/issue-feed-key";

const slug = process.argv[2];
if (!slug) {
  console.error("Usage: npm run feed-key -- <dealership-slug>");
  process.exit(2);
}
try {
  const { db } = await getDatabase();
  const key = await issueFeedKey(db, slug);
  if (key === null) {
    console.error(`No dealership has the slug "${slug}".`);
    process.exitCode = 1;
  } else {
    console.log(`New inventory-feed key for ${slug} (shown once; store it in the dealer system):\n${key}`);
  }
} finally {
  await closeDatabase();
}
