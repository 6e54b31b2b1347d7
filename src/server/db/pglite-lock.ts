import fs from "node:fs";

class DatabaseLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database at ${dataDir} is in use by another process (pid ${pid}). ` +
        "PGlite allows one process per data directory: stop that process first, " +
        "or point PGLITE_DIR at another directory, or set DATABASE_URL to use PostgreSQL.",
    );
    this.name = "DatabaseLockedError";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes the lock file beside an embedded data directory. A lock left by a dead process is
 * taken over; a live one is refused, because two PGlite instances on one directory corrupt it.
 */
export function acquirePgliteLock(dataDir: string): () => void {
  const lockPath = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, "wx");
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      const release = () => {
        try {
          if (fs.readFileSync(lockPath, "utf8").trim() === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number.parseInt(fs.readFileSync(lockPath, "utf8").trim(), 10);
      if (Number.isFinite(pid) && (pid === process.pid || isAlive(pid)))
        throw new DatabaseLockedError(dataDir, pid);
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the embedded database lock ${lockPath}`);
}
