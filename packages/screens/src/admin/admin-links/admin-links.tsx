import { ScreenLink } from "../../environment";

export type AdminLinksProps = {
  peopleHref: string;
  auditLogHref: string;
  mailHref: string;
  sourcesHref: string;
};

/** The Administration page's ways to its sub-pages: People, Audit log, Mail and Sources. */
export function AdminLinks({ peopleHref, auditLogHref, mailHref, sourcesHref }: AdminLinksProps) {
  const links = [
    {
      href: peopleHref,
      title: "People",
      text: "Search people, change a role, deactivate or reactivate an account.",
    },
    {
      href: auditLogHref,
      title: "Audit log",
      text: "Who read whose health data, and every administrative action.",
    },
    { href: mailHref, title: "Mail", text: "What was sent, what waits, and what failed (with Retry)." },
    {
      href: sourcesHref,
      title: "Sources",
      text: "The sources the library cites; mark one as updated when it changes.",
    },
  ];
  return (
    <nav aria-labelledby="admin-links-title" className="flex flex-col gap-3">
      <h2 id="admin-links-title" className="text-lg font-semibold">
        People and records
      </h2>
      <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-4">
        {links.map((link) => (
          <li key={link.href}>
            <ScreenLink
              to={link.href}
              className="flex h-full flex-col gap-1 rounded-lg border border-border bg-card p-4 outline-none hover:bg-accent focus-visible:ring-3 focus-visible:ring-ring/60"
            >
              <span className="font-medium text-primary">{link.title}</span>
              <span className="text-sm text-muted-foreground">{link.text}</span>
            </ScreenLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
