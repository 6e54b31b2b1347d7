"use client";
import { type FormEvent, type ReactNode, useId } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { ROLE_NAMES } from "@/domain/console/console-screens";
import { invitationTenantField } from "@/domain/console/staff-invitation";
import { when } from "@/features/console/console-api";

// The Staff screen's markup, drawn from its props; the loading, the state and the API calls
// are staff-view.tsx's.

export type Role = "operator" | "group_admin" | "dealership_staff";

export interface Member {
  id: string;
  email: string;
  name: string;
  role: Role;
  tenant_name: string;
  you: boolean;
}

export interface Invitation {
  id: number;
  email: string;
  name: string;
  role: Role;
  invited_by: string;
  expires_at: string;
}

export interface StaffScreenViewProps {
  /** The members and pending invitations; null while loading. */
  data: { members: Member[]; invitations: Invitation[] } | null;
  /** Why the list could not be loaded. */
  error: string | null;
  /** What the last action did. */
  notice: string;
  /** The invite form. */
  invite: ReactNode;
  onRevoke(invitation: Invitation): void;
  onRemove(member: Member): void;
}

/**
 * The Staff screen (operators and group admins): the members in scope, the pending
 * invitations (revoke), the invite form, and removing a member's access.
 */
export function StaffScreenView({ data, error, notice, invite, onRevoke, onRemove }: StaffScreenViewProps) {
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight" tabIndex={-1}>
        Staff
      </h1>
      <p className="mt-2 text-muted">Who can sign in to the console, and the invitations still waiting.</p>
      <p className="mt-4 break-words" role="status">
        {notice}
      </p>
      {error && (
        <Alert as="p" tone="plain">
          {error}
        </Alert>
      )}
      {data === null && !error && <p role="status">Loading…</p>}
      {invite}
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
                  <Button variant="secondary" className="ml-auto" onClick={() => onRevoke(i)}>
                    Revoke<span className="sr-only"> the invitation to {i.email}</span>
                  </Button>
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
                        <Button variant="secondary" onClick={() => onRemove(m)}>
                          Remove<span className="sr-only"> {m.email}</span>
                        </Button>
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

export interface Option {
  id: number;
  name: string;
}

export interface InviteFormState {
  email: string;
  name: string;
  role: Role;
  /** The chosen dealer group or dealership ("" for the first offered). */
  tenant: string;
}

export interface InviteFormViewProps {
  /** The inviter's role: only an operator may invite an operator. */
  callerRole: Role;
  form: InviteFormState;
  /** The dealer groups or dealerships the invitee's role chooses from. */
  options: readonly Option[];
  /** The tenant shown as chosen. */
  tenant: string;
  /** Each field's message, or `form` for one about the whole form. */
  errors: Record<string, string>;
  busy: boolean;
  onForm(form: InviteFormState): void;
  onSubmit(): void;
}

const INPUT = "mt-1 w-full rounded-md border border-line px-3 py-2";

export function InviteFormView({
  callerRole,
  form,
  options,
  tenant,
  errors,
  busy,
  onForm,
  onSubmit,
}: InviteFormViewProps) {
  const id = useId();
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  const frame = (key: string, name: string, label: string, required = true) => ({
    id: `${id}-${key}`,
    label,
    required,
    error: errors[name],
  });
  const tenantName = invitationTenantField(form.role);

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
      <Field {...frame("email", "email", "Email")}>
        {(control) => (
          <input
            type="email"
            required
            maxLength={254}
            value={form.email}
            onChange={(e) => onForm({ ...form, email: e.target.value })}
            className={INPUT}
            {...control}
          />
        )}
      </Field>
      <Field {...frame("name", "name", "Name", false)}>
        {(control) => (
          <input
            maxLength={120}
            value={form.name}
            onChange={(e) => onForm({ ...form, name: e.target.value })}
            className={INPUT}
            {...control}
          />
        )}
      </Field>
      <Field {...frame("role", "role", "Role")}>
        {(control) => (
          <select
            value={form.role}
            onChange={(e) => onForm({ ...form, role: e.target.value as Role, tenant: "" })}
            className={INPUT}
            {...control}
          >
            {callerRole === "operator" && <option value="operator">{ROLE_NAMES.operator}</option>}
            <option value="group_admin">{ROLE_NAMES.group_admin}</option>
            <option value="dealership_staff">{ROLE_NAMES.dealership_staff}</option>
          </select>
        )}
      </Field>
      {form.role !== "operator" && (
        <Field {...frame("tenant", tenantName, form.role === "group_admin" ? "Dealer group" : "Dealership")}>
          {(control) => (
            <select
              value={tenant}
              onChange={(e) => onForm({ ...form, tenant: e.target.value })}
              className={INPUT}
              {...control}
            >
              {options.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <div className="sm:col-span-2">
        {errors.form && (
          <Alert as="p" tone="plain" className="mb-2">
            {errors.form}
          </Alert>
        )}
        <Button type="submit" disabled={busy}>
          Send invitation
        </Button>
      </div>
    </form>
  );
}
