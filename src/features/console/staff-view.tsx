"use client";
import { type FormEvent, useCallback, useEffect, useId, useState } from "react";
import { consoleApi, when } from "@/features/console/console-api";

type Role = "operator" | "group_admin" | "dealership_staff";

interface Member {
  id: string;
  email: string;
  name: string;
  role: Role;
  tenant_name: string;
  you: boolean;
}

interface Invitation {
  id: number;
  email: string;
  name: string;
  role: Role;
  invited_by: string;
  expires_at: string;
}

const ROLE_NAMES: Record<Role, string> = {
  operator: "Platform operator",
  group_admin: "Group admin",
  dealership_staff: "Dealership staff",
};

/**
 * The Staff screen (operators and group admins): the members in scope, the pending
 * invitations (revoke), a form to invite someone by email, and removing a member's access.
 */
export function StaffView({ role }: { role: Role }) {
  const [data, setData] = useState<{ members: Member[]; invitations: Invitation[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState("");
  const load = useCallback(async () => {
    const answer = await consoleApi<{ members: Member[]; invitations: Invitation[] }>("staff");
    if (answer.ok) setData(answer.data);
    else setError(answer.error.message);
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  async function revoke(invitation: Invitation) {
    const answer = await consoleApi(`staff/invitations/${invitation.id}`, { method: "DELETE" });
    setNotice(
      answer.ok || answer.error.status === 0
        ? `Invitation to ${invitation.email} revoked.`
        : answer.error.message,
    );
    await load();
  }
  async function remove(member: Member) {
    if (!window.confirm(`Remove ${member.email}'s access to the console?`)) return;
    const answer = await consoleApi(`staff/${encodeURIComponent(member.id)}`, { method: "DELETE" });
    setNotice(answer.ok ? `${member.email} can no longer sign in to the console.` : answer.error.message);
    await load();
  }

  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight" tabIndex={-1}>
        Staff
      </h1>
      <p className="mt-2 text-muted">Who can sign in to the console, and the invitations still waiting.</p>
      <p className="mt-4 break-words" role="status">
        {notice}
      </p>
      {error && <p role="alert">{error}</p>}
      {data === null && !error && <p role="status">Loading…</p>}
      <InviteForm
        role={role}
        onInvited={async (email) => {
          setNotice(`Invitation sent to ${email}. The link works once, for 7 days.`);
          await load();
        }}
      />
      {data && (
        <>
          <h2 className="mt-8 text-xl font-bold">Pending invitations</h2>
          {data.invitations.length === 0 ? (
            <p className="mt-2">No invitations are waiting.</p>
          ) : (
            <ul className="mt-2 divide-y divide-line" data-invitations>
              {data.invitations.map((i) => (
                <li key={i.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2">
                  <span className="break-all font-semibold">{i.email}</span>
                  <span>{ROLE_NAMES[i.role]}</span>
                  <span className="text-muted">
                    by {i.invited_by}, until {when(i.expires_at)}
                  </span>
                  <button type="button" className="btn-outline ml-auto" onClick={() => revoke(i)}>
                    Revoke<span className="sr-only"> the invitation to {i.email}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll by keyboard */}
          <div className="relative mt-8 overflow-x-auto" role="region" aria-label="Members" tabIndex={0}>
            <table className="w-full min-w-[36rem] text-left">
              <caption className="text-left text-xl font-bold">Members</caption>
              <thead>
                <tr>
                  <th scope="col">Email</th>
                  <th scope="col">Name</th>
                  <th scope="col">Role</th>
                  <th scope="col">Of</th>
                  <th scope="col">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.members.map((m) => (
                  <tr key={m.id} className="border-t border-line">
                    <td className="break-all py-2">{m.email}</td>
                    <td>{m.name}</td>
                    <td>{ROLE_NAMES[m.role]}</td>
                    <td>{m.tenant_name}</td>
                    <td className="text-right">
                      {m.you ? (
                        <span className="text-muted">You</span>
                      ) : (
                        <button type="button" className="btn-outline" onClick={() => remove(m)}>
                          Remove<span className="sr-only"> {m.email}</span>
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </>
  );
}

interface Option {
  id: number;
  name: string;
}

function InviteForm({ role, onInvited }: { role: Role; onInvited(email: string): Promise<void> }) {
  const id = useId();
  const [groups, setGroups] = useState<Option[]>([]);
  const [dealers, setDealers] = useState<Option[]>([]);
  const [form, setForm] = useState({ email: "", name: "", role: "dealership_staff" as Role, tenant: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void consoleApi<{ groups: Option[] }>("groups").then((a) => a.ok && setGroups(a.data.groups));
    void consoleApi<{ dealerships: Option[] }>("dealerships").then(
      (a) => a.ok && setDealers(a.data.dealerships),
    );
  }, []);
  const options = form.role === "group_admin" ? groups : form.role === "dealership_staff" ? dealers : [];
  const tenant = form.tenant || String(options[0]?.id ?? "");

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const body = {
      email: form.email,
      name: form.name,
      role: form.role,
      ...(form.role === "group_admin" && tenant ? { dealer_group_id: Number(tenant) } : {}),
      ...(form.role === "dealership_staff" && tenant ? { dealership_id: Number(tenant) } : {}),
    };
    const answer = await consoleApi("staff/invitations", { method: "POST", body });
    setBusy(false);
    if (answer.ok) {
      setErrors({});
      setForm({ ...form, email: "", name: "" });
      await onInvited(body.email);
    } else {
      setErrors(
        Object.keys(answer.error.fields).length ? answer.error.fields : { form: answer.error.message },
      );
    }
  }
  const field = (name: string) => ({
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
  });
  const message = (name: string) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="mt-1 text-red-800">
        {errors[name]}
      </p>
    ) : null;
  const tenantName = form.role === "group_admin" ? "dealer_group_id" : "dealership_id";

  return (
    <form
      className="card mt-6 grid gap-4 p-4 sm:grid-cols-2"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="text-xl font-bold sm:col-span-2">
        Invite someone
      </h2>
      <div>
        <label htmlFor={`${id}-email`} className="block font-semibold">
          Email
        </label>
        <input
          id={`${id}-email`}
          type="email"
          required
          maxLength={254}
          value={form.email}
          onChange={(e) => setForm({ ...form, email: e.target.value })}
          className="mt-1 w-full rounded-md border border-line px-3 py-2"
          {...field("email")}
        />
        {message("email")}
      </div>
      <div>
        <label htmlFor={`${id}-name`} className="block font-semibold">
          Name <span className="font-normal text-muted">(optional)</span>
        </label>
        <input
          id={`${id}-name`}
          maxLength={120}
          value={form.name}
          onChange={(e) => setForm({ ...form, name: e.target.value })}
          className="mt-1 w-full rounded-md border border-line px-3 py-2"
          {...field("name")}
        />
        {message("name")}
      </div>
      <div>
        <label htmlFor={`${id}-role`} className="block font-semibold">
          Role
        </label>
        <select
          id={`${id}-role`}
          value={form.role}
          onChange={(e) => setForm({ ...form, role: e.target.value as Role, tenant: "" })}
          className="mt-1 w-full rounded-md border border-line px-3 py-2"
          {...field("role")}
        >
          {role === "operator" && <option value="operator">{ROLE_NAMES.operator}</option>}
          <option value="group_admin">{ROLE_NAMES.group_admin}</option>
          <option value="dealership_staff">{ROLE_NAMES.dealership_staff}</option>
        </select>
        {message("role")}
      </div>
      {form.role !== "operator" && (
        <div>
          <label htmlFor={`${id}-tenant`} className="block font-semibold">
            {form.role === "group_admin" ? "Dealer group" : "Dealership"}
          </label>
          <select
            id={`${id}-tenant`}
            value={tenant}
            onChange={(e) => setForm({ ...form, tenant: e.target.value })}
            className="mt-1 w-full rounded-md border border-line px-3 py-2"
            {...field(tenantName)}
          >
            {options.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </select>
          {message(tenantName)}
        </div>
      )}
      <div className="sm:col-span-2">
        {errors.form && (
          <p className="mb-2 text-red-800" role="alert">
            {errors.form}
          </p>
        )}
        <button type="submit" className="btn-brand" disabled={busy}>
          Send invitation
        </button>
      </div>
    </form>
  );
}
