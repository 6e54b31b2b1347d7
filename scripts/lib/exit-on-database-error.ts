import { describeDatabaseError } from "../../src/server/db/describe-database-error";
import { DemoCredentialsError } from "./prepare-database";

/** Runs a start-up step that opens the database; on failure prints one line and exits 1. */
export async function exitOnDatabaseError<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    console.error(
      error instanceof DemoCredentialsError
        ? error.message
        : describeDatabaseError(error, process.env.DATABASE_URL),
    );
    process.exit(1);
  }
}
