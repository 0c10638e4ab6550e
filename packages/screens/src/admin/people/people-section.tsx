import {
  PERSON_STATE_LABELS,
  PERSON_STATES,
  ROLE_OPTIONS,
  type AdminPeopleResponse,
  type AdminPerson,
  type PersonState,
  type RoleId,
  ADMIN_SEARCH_MAX,
} from "@pkg/contracts";
import {
  Badge,
  Button,
  Field,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@pkg/ui";
import { Users } from "lucide-react";

import { OptionSelect } from "../../shared/option-select";
import { SearchForm } from "../../shared/search-form";
import { AdminList } from "../admin-list";
import { AdminPageHeader } from "../admin-page-header";
import { adminDateTime, ANY, roleName } from "../administration-text";

export type PeopleSectionProps = {
  /** One page of people (`GET /api/admin/people`); absent while it loads or when it failed. */
  people?: AdminPeopleResponse;
  loading?: boolean;
  loadError?: string | null;
  onRetry?: () => void;
  /** The search shown (a name or e-mail fragment); a new one from outside replaces what is typed. */
  search: string;
  onSearch: (search: string) => void;
  /** The role filter (null: every role). */
  role: RoleId | null;
  onRoleChange: (role: RoleId | null) => void;
  /** The state filter (null: every state). */
  state: PersonState | null;
  onStateChange: (state: PersonState | null) => void;
  onPageChange: (page: number) => void;
  /** Opens a person (their role, deactivation, verification e-mail). */
  onOpenPerson: (person: AdminPerson) => void;
  /** Where the Administration page is. */
  backHref: string;
  /** The reader's time zone for the dates (the browser's when absent). */
  timeZone?: string;
};

const STATE_BADGE: Record<PersonState, "success" | "warning" | "destructive"> = {
  active: "success",
  unverified: "warning",
  deactivated: "destructive",
};

const roleOptions = [
  { value: ANY, label: "Every role" },
  ...ROLE_OPTIONS.map((o) => ({ ...o, value: String(o.value) })),
];
const stateOptions = [
  { value: ANY, label: "Every state" },
  ...PERSON_STATES.map((value) => ({ value, label: PERSON_STATE_LABELS[value] })),
];

/** A person's state as a badge. */
export function PersonStateBadge({ state }: { state: PersonState }) {
  return <Badge variant={STATE_BADGE[state]}>{PERSON_STATE_LABELS[state]}</Badge>;
}

/**
 * `/admin/people`, for Super Admins: everyone with an account, newest first, searched by name or
 * e-mail and filtered by role and state, a page at a time. 'Open' shows a person, where their
 * role is changed, they are deactivated or reactivated, or sent a new verification e-mail.
 */
export function PeopleSection({
  people,
  loading = false,
  loadError = null,
  onRetry,
  search,
  onSearch,
  role,
  onRoleChange,
  state,
  onStateChange,
  onPageChange,
  onOpenPerson,
  backHref,
  timeZone,
}: PeopleSectionProps) {
  const filtered = search !== "" || role !== null || state !== null;

  return (
    <>
      <AdminPageHeader
        title="People"
        description="Everyone with an account: their role and whether they can sign in."
        backHref={backHref}
      />
      <section aria-labelledby="admin-people-title" className="flex flex-col gap-4">
        <h2 id="admin-people-title" className="sr-only">
          People list
        </h2>
        <div className="flex flex-col gap-3 md:flex-row md:items-end">
          <SearchForm
            maxLength={ADMIN_SEARCH_MAX}
            aria-label="Search people"
            label="Name or e-mail"
            className="min-w-0 flex-1"
            search={search}
            onSearch={onSearch}
          />
          <div className="grid grid-cols-2 gap-3 md:flex">
            <Field label="Role">
              <OptionSelect
                options={roleOptions}
                value={role === null ? ANY : String(role)}
                onValueChange={(value) => onRoleChange(value === ANY ? null : (Number(value) as RoleId))}
                triggerProps={{ className: "md:w-44" }}
              />
            </Field>
            <Field label="State">
              <OptionSelect
                options={stateOptions}
                value={state ?? ANY}
                onValueChange={(value) => onStateChange(value === ANY ? null : (value as PersonState))}
                triggerProps={{ className: "md:w-44" }}
              />
            </Field>
          </div>
        </div>

        <AdminList
          list={people}
          loading={loading}
          loadError={loadError}
          onRetry={onRetry}
          loadErrorTitle="The people could not be loaded"
          loadingLabel="Loading the people"
          empty={{
            icon: <Users />,
            title: filtered ? "Nobody matches" : "Nobody yet",
            description: filtered
              ? "Try another name or e-mail, or choose every role and every state."
              : "People show here once they sign up.",
          }}
          pagesLabel="Pages of people"
          onPageChange={onPageChange}
        >
          {(items) => (
            <>
              <p role="status" aria-live="polite" className="text-sm text-muted-foreground">
                {people?.total === 1 ? "1 person" : `${people?.total ?? 0} people`}
              </p>
              <Table size="sm">
                <TableCaption className="sr-only">People, the newest first</TableCaption>
                <TableHeader>
                  <TableRow>
                    <TableHead>Name</TableHead>
                    <TableHead>E-mail</TableHead>
                    <TableHead>Role</TableHead>
                    <TableHead>State</TableHead>
                    <TableHead>Joined</TableHead>
                    <TableHead>
                      <span className="sr-only">Open</span>
                    </TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {items.map((person) => (
                    <TableRow key={person.id}>
                      <TableCell className="font-medium">{person.name}</TableCell>
                      <TableCell>{person.email}</TableCell>
                      <TableCell>{roleName(person.roleId)}</TableCell>
                      <TableCell>
                        <PersonStateBadge state={person.state} />
                      </TableCell>
                      <TableCell className="whitespace-nowrap">
                        <time dateTime={person.createdAt}>{adminDateTime(person.createdAt, timeZone)}</time>
                      </TableCell>
                      <TableCell className="text-right">
                        <Button variant="outline" size="sm" onClick={() => onOpenPerson(person)}>
                          Open<span className="sr-only"> {person.name}</span>
                        </Button>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </>
          )}
        </AdminList>
      </section>
    </>
  );
}
