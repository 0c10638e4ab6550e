export type HomeScreenProps = {
  /** The page's heading. */
  title: string;
  /** What this page will hold, said plainly while its content is still to come. */
  upcoming: string;
  /** The signed-in person's first name, for the greeting. */
  firstName?: string;
  /** The person's first visit (right after their onboarding): welcomed, not welcomed back. */
  firstVisit?: boolean;
};

/** A signed-in home page whose content comes in a later release: it says so plainly. */
export function HomeScreen({ title, upcoming, firstName, firstVisit = false }: HomeScreenProps) {
  return (
    <>
      <header className="flex flex-col gap-1">
        <h1 className="text-display font-semibold tracking-tight">{title}</h1>
        {firstName ? (
          <p className="text-muted-foreground">
            {firstVisit ? "Welcome" : "Welcome back"}, {firstName}.
          </p>
        ) : null}
      </header>
      <section
        aria-labelledby="home-upcoming-title"
        className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-border bg-muted/40 px-6 py-12 text-center"
      >
        <h2 id="home-upcoming-title" className="text-lg font-semibold">
          This page is on its way
        </h2>
        <p className="max-w-prose text-sm text-muted-foreground">{upcoming}</p>
      </section>
    </>
  );
}
