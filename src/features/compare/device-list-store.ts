/**
 * A list kept in this device's localStorage under one key, whose islands hear each other's
 * changes (and other tabs', through the storage event) without a reload: the compare picks
 * and the recently viewed vehicles.
 */
export function deviceListStore(key: string) {
  const changeEvent = `forecourt:${key}`;
  return {
    read(): string | null {
      try {
        return window.localStorage.getItem(key);
      } catch {
        return null;
      }
    },
    write(value: unknown): void {
      try {
        window.localStorage.setItem(key, JSON.stringify(value));
      } catch (error) {
        console.warn(`${key}: could not save on this device`, error);
      }
      window.dispatchEvent(new Event(changeEvent));
    },
    /** Changes made in this tab only (the account copies them; another tab copies its own). */
    subscribeHere(onChange: () => void): () => void {
      window.addEventListener(changeEvent, onChange);
      return () => window.removeEventListener(changeEvent, onChange);
    },
    subscribe(onChange: () => void): () => void {
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || event.key === key) onChange();
      };
      window.addEventListener(changeEvent, onChange);
      window.addEventListener("storage", onStorage);
      return () => {
        window.removeEventListener(changeEvent, onChange);
        window.removeEventListener("storage", onStorage);
      };
    },
  };
}
