"use client";
import { useCallback, useEffect, useState } from "react";
import { invitationRequest } from "@/domain/console/staff-invitation";
import { consoleApi } from "@/features/console/console-api";
import {
  type Invitation,
  type InviteFormState,
  InviteFormView,
  type Member,
  type Option,
  type Role,
  StaffScreenView,
} from "@/features/console/staff-screen-view";

/**
 * The Staff screen (operators and group admins): the members in scope, the pending
 * invitations (revoke), a form to invite someone by email, and removing a member's access.
 * The state and the API calls are here, the markup staff-screen-view.tsx's.
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
    <StaffScreenView
      data={data}
      error={error}
      notice={notice}
      onRevoke={revoke}
      onRemove={remove}
      invite={
        <InviteForm
          role={role}
          onInvited={async (email) => {
            setNotice(`Invitation sent to ${email}. The link works once, for 7 days.`);
            await load();
          }}
        />
      }
    />
  );
}

function InviteForm({ role, onInvited }: { role: Role; onInvited(email: string): Promise<void> }) {
  const [groups, setGroups] = useState<Option[]>([]);
  const [dealers, setDealers] = useState<Option[]>([]);
  const [form, setForm] = useState<InviteFormState>({
    email: "",
    name: "",
    role: "dealership_staff",
    tenant: "",
  });
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

  async function submit() {
    setBusy(true);
    const body = invitationRequest(form, tenant);
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
  return (
    <InviteFormView
      callerRole={role}
      form={form}
      options={options}
      tenant={tenant}
      errors={errors}
      busy={busy}
      onForm={setForm}
      onSubmit={submit}
    />
  );
}
