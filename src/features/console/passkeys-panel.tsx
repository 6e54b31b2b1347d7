"use client";
import { type FormEvent, useCallback, useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { consoleApi, when } from "@/features/console/console-api";
import { addStaffPasskey } from "@/features/console/staff-passkeys-client";

interface Passkey {
  id: string;
  name: string;
  created_at: string;
}

/** The signed-in member's passkeys and a form to add one (then the sign-in page offers it). */
export function PasskeysPanel() {
  const id = useId();
  const [passkeys, setPasskeys] = useState<Passkey[] | null>(null);
  const [name, setName] = useState("");
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  const load = useCallback(async () => {
    const answer = await consoleApi<{ passkeys: Passkey[] }>("staff/passkeys");
    if (answer.ok) setPasskeys(answer.data.passkeys);
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  async function add(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const refused = await addStaffPasskey(name.trim());
    setBusy(false);
    setMessage(refused ?? "Passkey added. Next time, choose “Sign in with a passkey”.");
    if (!refused) setName("");
    await load();
  }
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight" tabIndex={-1}>
        Your passkeys
      </h1>
      <p className="mt-2 max-w-prose text-muted">
        A passkey signs you in to the console with your fingerprint, face or device PIN instead of an emailed
        link.
      </p>
      {passkeys && passkeys.length === 0 && <p className="mt-4">You have not added a passkey.</p>}
      {passkeys && passkeys.length > 0 && (
        <ul className="mt-4 divide-y divide-line" data-staff-passkeys>
          {passkeys.map((p) => (
            <li key={p.id} className="py-2">
              <span className="font-semibold">{p.name}</span>{" "}
              <span className="text-muted">added {when(p.created_at)}</span>
            </li>
          ))}
        </ul>
      )}
      <form className="mt-6 flex flex-wrap items-end gap-3" onSubmit={add}>
        <Field id={`${id}-name`} label="Passkey name">
          {(control) => (
            <input
              maxLength={60}
              value={name}
              onChange={(e) => setName(e.target.value)}
              className="mt-1 rounded-md border border-line px-3 py-2"
              {...control}
            />
          )}
        </Field>
        <Button type="submit" disabled={busy}>
          Add a passkey
        </Button>
      </form>
      <p className="mt-4" role="status">
        {message}
      </p>
    </>
  );
}
