import {
  PERSON_STATES,
  ROLE_NAMES,
  roleIdSchema,
  type AdminPerson,
  type PersonState,
  type RoleId,
} from "@pkg/contracts";
import { PeopleSection, PersonDialog, type PersonAction } from "@pkg/screens";
import {
  adminApi,
  useAdminPeopleQuery,
  useChangeRoleMutation,
  useDeactivatePersonMutation,
  useReactivatePersonMutation,
  useResendVerificationMutation,
  type SerializedApiError,
} from "@pkg/stores";
import * as React from "react";
import { useSearchParams } from "react-router";

import { paths } from "../../app/paths";
import { injectServerApi } from "../../app/store";
import { toast } from "../../app/toast-store";
import { browserTimeZone } from "../../app/use-browser-time-zone";

injectServerApi(adminApi);

const PAGE_SIZE = 20;

function roleOf(value: string | null): RoleId | null {
  const parsed = roleIdSchema.safeParse(Number(value));
  return value && parsed.success ? parsed.data : null;
}

function stateOf(value: string | null): PersonState | null {
  return PERSON_STATES.includes(value as PersonState) ? (value as PersonState) : null;
}

/**
 * `/admin/people`: everyone with an account, searched and filtered (kept in the address, so
 * back and forward work), and one person in a dialog: role, deactivation, verification e-mail.
 */
export function PeopleRoute() {
  const [params, setParams] = useSearchParams();
  const search = params.get("q") ?? "";
  const role = roleOf(params.get("role"));
  const state = stateOf(params.get("state"));
  const page = Math.max(1, Number(params.get("page")) || 1);
  const people = useAdminPeopleQuery(
    { q: search || undefined, role: role ?? undefined, state: state ?? undefined, page, pageSize: PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    // A new search or filter starts from the first page.
    if (!("page" in changes)) next.delete("page");
    setParams(next);
  };

  const [openId, setOpenId] = React.useState<string | null>(null);
  const [latest, setLatest] = React.useState<AdminPerson | null>(null);
  const [pending, setPending] = React.useState<PersonAction | null>(null);
  const [error, setError] = React.useState<string | null>(null);
  const [changeRole] = useChangeRoleMutation();
  const [deactivate] = useDeactivatePersonMutation();
  const [reactivate] = useReactivatePersonMutation();
  const [resend] = useResendVerificationMutation();

  const listed = people.currentData?.items.find((person) => person.id === openId) ?? null;
  const person = latest?.id === openId ? latest : listed;

  const run = async (
    action: PersonAction,
    work: () => Promise<AdminPerson>,
    done: (person: AdminPerson) => string,
  ) => {
    setPending(action);
    setError(null);
    try {
      const updated = await work();
      setLatest(updated);
      toast({ title: done(updated) });
    } catch (failure) {
      setError((failure as SerializedApiError).message);
    } finally {
      setPending(null);
    }
  };

  return (
    <>
      <PeopleSection
        people={people.currentData}
        loading={people.isFetching && !people.currentData}
        loadError={people.isError && !people.isFetching ? (people.error as SerializedApiError).message : null}
        onRetry={() => void people.refetch()}
        search={search}
        onSearch={(q) => update({ q })}
        role={role}
        onRoleChange={(value) => update({ role: value === null ? null : String(value) })}
        state={state}
        onStateChange={(value) => update({ state: value })}
        onPageChange={(next) => update({ page: String(next) })}
        onOpenPerson={(chosen) => {
          setOpenId(chosen.id);
          setLatest(null);
          setError(null);
        }}
        backHref={paths.admin}
        timeZone={browserTimeZone()}
      />
      <PersonDialog
        person={openId ? person : null}
        onClose={() => {
          setOpenId(null);
          setError(null);
        }}
        pending={pending}
        error={error}
        timeZone={browserTimeZone()}
        onChangeRole={(roleId) =>
          void run(
            "role",
            () => changeRole({ id: openId!, roleId }).unwrap(),
            (updated) => `${updated.name} is now a ${ROLE_NAMES[updated.roleId]}`,
          )
        }
        onDeactivate={() =>
          void run(
            "deactivate",
            () => deactivate(openId!).unwrap(),
            (updated) => `${updated.name} is deactivated and signed out everywhere`,
          )
        }
        onReactivate={() =>
          void run(
            "reactivate",
            () => reactivate(openId!).unwrap(),
            (updated) => `${updated.name} can sign in again`,
          )
        }
        onResendVerification={() =>
          void run(
            "resend",
            () => resend(openId!).unwrap(),
            (updated) => `A new verification e-mail was sent to ${updated.email}`,
          )
        }
      />
    </>
  );
}
