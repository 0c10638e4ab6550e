import {
  CARE_ERRORS,
  type ClientProfileResponse,
  type ClientShare,
  type GlucoseEntry,
  type MoodEntry,
  type SymptomEntry,
} from "@pkg/contracts";
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Badge,
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  Skeleton,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from "@pkg/ui";
import { ArrowLeft, CircleCheck } from "lucide-react";
import * as React from "react";

import { ScreenLink } from "../../environment";
import { HealthTimelineScreen, type HealthTimelineScreenProps } from "../../health/timeline";
import { LoadFailedAlert } from "../../shared/load-failed-alert";
import { careZone, formatCareDate } from "../shared/care-dates";
import { clientName } from "./client-page-format";
import { HealthHistoryPanel, OnboardingPanel } from "./client-page-history";
import { OverviewPanel } from "./client-page-overview";
import { SharedPanel } from "./client-page-shared";
import { CheckInsTable, GlucoseTable, MoodTable, type ClientPageList } from "./client-page-tables";

/** The page's tabs, in order; the route keeps the chosen one in the URL. */
export const CLIENT_PAGE_TABS = [
  "overview",
  "check-ins",
  "glucose",
  "mood",
  "timeline",
  "history",
  "onboarding",
  "shared",
] as const;
export type ClientPageTab = (typeof CLIENT_PAGE_TABS)[number];

export const CLIENT_PAGE_TAB_LABELS: Record<ClientPageTab, string> = {
  overview: "Overview",
  "check-ins": "Check-ins",
  glucose: "Glucose",
  mood: "Mood",
  timeline: "Timeline",
  history: "Health history",
  onboarding: "Onboarding",
  shared: "Shared",
};

/** The tabs shown when the client stopped sharing their health data. */
const NOT_SHARING_TABS: readonly ClientPageTab[] = ["overview", "shared"];

export type ClientPageScreenProps = {
  /** The client (`GET /api/coach/client/{clientId}/profile`); absent while it loads or when it failed. */
  profile?: ClientProfileResponse | null;
  loading?: boolean;
  /** Why the page could not be loaded. */
  loadError?: string | null;
  onRetry?: () => void;
  /** The client is not one of the practitioner's (404 CLIENT_NOT_FOUND). */
  notFound?: boolean;

  /** The tab shown; a health tab falls back to Overview when the client stopped sharing. */
  tab: ClientPageTab;
  onTabChange: (tab: ClientPageTab) => void;

  /** The list of clients (`/coaches`). */
  clientsHref: string;
  /** The page that edits the practitioner's record of the client. */
  editHref: string;
  /** Where a chat the client shared opens, read-only. */
  sessionHref: (chatId: string) => string;
  /** Where a handout shared with the client opens (the practitioner's editor). */
  handoutHref: (handoutId: string) => string;
  /** Where a library item shared with the client opens (the reader). */
  libraryHref: (contentId: string) => string;

  /** Share a handout or library item with this client. */
  onShare: () => void;
  /** The practitioner works for this client now (`switch-client`). */
  active?: boolean;
  onMakeActive: () => void;
  makingActive?: boolean;
  /** Ending care is confirmed (the client keeps their account and data). */
  onEndCare: () => void;
  endingCare?: boolean;
  /** Marks all the client's red-flag alerts seen. */
  onMarkAlertsSeen: () => void;
  markingAlertsSeen?: boolean;
  /** Takes back something shared with the client. */
  onRevoke: (share: ClientShare) => void;
  /** The share being revoked (`${kind}:${targetId}`). */
  revoking?: string | null;

  /** Their check-ins and quick logs (`GET /api/coach/client/{id}/symptoms`). */
  symptoms: ClientPageList<SymptomEntry>;
  /** Their glucose readings (`GET /api/coach/client/{id}/glucose`). */
  glucose: ClientPageList<GlucoseEntry>;
  /** Their moods (`GET /api/coach/client/{id}/mood`). */
  mood: ClientPageList<MoodEntry>;
  /** Their timeline, drawn by the client's own timeline screen. */
  timeline: HealthTimelineScreenProps;

  /** The practitioner's time zone for dates (the browser's when absent). */
  timeZone?: string;
};

const BACK_LINK =
  "inline-flex w-fit items-center gap-1 text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-3 focus-visible:ring-ring/60";
const H1 =
  "text-display font-semibold tracking-tight break-words outline-none focus-visible:ring-3 focus-visible:ring-ring/60";

function BackToClients({ href }: { href: string }) {
  return (
    <ScreenLink to={href} className={BACK_LINK}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Clients
    </ScreenLink>
  );
}

/** Asks before care ends; the client keeps their account and data. */
function EndCareButton({
  name,
  onEndCare,
  ending,
}: {
  name: string;
  onEndCare: () => void;
  ending: boolean;
}) {
  const [open, setOpen] = React.useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="outline"
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
          loading={ending}
        >
          End care
        </Button>
      </DialogTrigger>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>End care for {name}?</DialogTitle>
          <DialogDescription>
            They keep their account and their data; you will no longer see it.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button
            variant="destructive"
            onClick={() => {
              onEndCare();
              setOpen(false);
            }}
          >
            End care
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** The page while the client loads: the shape of the header and tabs. */
function LoadingPage({ clientsHref }: { clientsHref: string }) {
  return (
    <>
      <BackToClients href={clientsHref} />
      <h1 className="sr-only">Client</h1>
      <div role="status" aria-busy="true" aria-label="Loading the client" className="flex flex-col gap-4">
        <Skeleton className="h-10 w-64 max-w-full" />
        <Skeleton className="h-5 w-80 max-w-full" />
        <Skeleton className="h-10 w-full max-w-2xl" />
        <div className="grid gap-4 md:grid-cols-3">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-40" />
          ))}
        </div>
      </div>
    </>
  );
}

/**
 * `/coaches/clients/:id`: one client's page for their practitioner, read-only. The header names
 * the client and holds the practitioner's actions (edit their record, share, work for them, end
 * care); unseen red flags come first; tabs show the overview, check-ins, glucose, mood, timeline,
 * health history, onboarding answers and what was shared. When the client stopped sharing their
 * health data, only the overview and the shared items remain.
 */
export function ClientPageScreen({
  profile,
  loading = false,
  loadError = null,
  onRetry,
  notFound = false,
  tab,
  onTabChange,
  clientsHref,
  editHref,
  sessionHref,
  handoutHref,
  libraryHref,
  onShare,
  active = false,
  onMakeActive,
  makingActive = false,
  onEndCare,
  endingCare = false,
  onMarkAlertsSeen,
  markingAlertsSeen = false,
  onRevoke,
  revoking = null,
  symptoms,
  glucose,
  mood,
  timeline,
  timeZone,
}: ClientPageScreenProps) {
  const zone = careZone(timeZone);
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const unseen = React.useMemo(() => profile?.alerts.filter((alert) => !alert.seenAt) ?? [], [profile]);
  const seen = React.useMemo(() => profile?.alerts.filter((alert) => alert.seenAt) ?? [], [profile]);

  // Once the red flags are marked seen their region goes: the focus, left on nothing, goes to the heading.
  const unseenCount = unseen.length;
  const previousUnseen = React.useRef(unseenCount);
  React.useEffect(() => {
    const before = previousUnseen.current;
    previousUnseen.current = unseenCount;
    const focusLost = !document.activeElement || document.activeElement === document.body;
    if (before > 0 && unseenCount === 0 && focusLost) headingRef.current?.focus();
  }, [unseenCount]);

  if (notFound) {
    return (
      <>
        <BackToClients href={clientsHref} />
        <header className="flex flex-col gap-2">
          <h1 className={H1}>{CARE_ERRORS.clientNotFound}</h1>
          <p className="text-muted-foreground">
            This person is not one of your clients, or the link is wrong. Your clients are listed on the
            Clients page.
          </p>
        </header>
      </>
    );
  }

  if (loadError) {
    return (
      <>
        <BackToClients href={clientsHref} />
        <h1 className={H1}>Client</h1>
        <LoadFailedAlert title="This client could not be loaded" message={loadError} onRetry={onRetry} />
      </>
    );
  }

  if (loading || !profile) return <LoadingPage clientsHref={clientsHref} />;

  const { info } = profile;
  const name = clientName(info);
  const sharing = profile.sharingHealthData;
  const tabs: readonly ClientPageTab[] = sharing ? CLIENT_PAGE_TABS : NOT_SHARING_TABS;
  const shownTab = tabs.includes(tab) ? tab : "overview";
  const unit = profile.snapshot?.preferences.glucoseUnit ?? "mg/dL";

  return (
    <>
      <BackToClients href={clientsHref} />
      <header className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="flex min-w-0 flex-col gap-2">
          <h1 ref={headingRef} tabIndex={-1} className={H1}>
            {name}
          </h1>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <span className="break-all">{info.email}</span>
            <span>Client since {formatCareDate(profile.since, zone)}</span>
          </p>
          {info.tags.length > 0 ? (
            <ul aria-label="Tags" className="flex flex-wrap gap-2">
              {info.tags.map((tag) => (
                <li key={tag}>
                  <Badge variant="secondary">{tag}</Badge>
                </li>
              ))}
            </ul>
          ) : null}
          {active ? (
            <p className="flex items-center gap-2 text-sm font-medium">
              <CircleCheck aria-hidden="true" className="size-4 text-success" />
              You are working for {name}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2 lg:justify-end">
          <Button asChild variant="outline">
            <ScreenLink to={editHref}>Edit info</ScreenLink>
          </Button>
          <Button variant="outline" onClick={onShare}>
            Share…
          </Button>
          {active ? null : (
            <Button variant="outline" onClick={onMakeActive} loading={makingActive}>
              Work for this client
            </Button>
          )}
          <EndCareButton name={name} onEndCare={onEndCare} ending={endingCare} />
        </div>
      </header>

      {unseen.length > 0 ? (
        <Alert variant="destructive" aria-labelledby="client-red-flags-title">
          <AlertTitle id="client-red-flags-title">
            {unseen.length === 1 ? "A red flag to follow up" : `${unseen.length} red flags to follow up`}
          </AlertTitle>
          <AlertDescription className="flex flex-col items-start gap-3">
            <ul className="flex flex-col gap-1 text-foreground">
              {unseen.map((alert) => (
                <li key={alert.id}>
                  Red flag raised on {formatCareDate(alert.createdAt, zone)}: {alert.rules.join(", ")}
                </li>
              ))}
            </ul>
            <p>
              The assistant advised {name} to seek care. What they asked stays private: only the kind of red
              flag and its date reach you.
            </p>
            <Button variant="outline" size="sm" loading={markingAlertsSeen} onClick={onMarkAlertsSeen}>
              Mark as seen
            </Button>
          </AlertDescription>
        </Alert>
      ) : null}

      {sharing ? null : (
        <Alert variant="info">
          <AlertTitle>Health data not shared</AlertTitle>
          <AlertDescription>
            <p className="text-foreground">{CARE_ERRORS.notSharing}</p>
          </AlertDescription>
        </Alert>
      )}

      <Tabs value={shownTab} onValueChange={(value) => onTabChange(value as ClientPageTab)}>
        <TabsList aria-label={`Data of ${name}`} className="h-auto max-w-full flex-wrap">
          {tabs.map((value) => (
            <TabsTrigger key={value} value={value}>
              {CLIENT_PAGE_TAB_LABELS[value]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview">
          <OverviewPanel
            snapshot={profile.snapshot}
            sharing={sharing}
            cautions={profile.cautions}
            seenAlerts={seen}
            notes={info.notes}
            timeZone={zone}
          />
        </TabsContent>
        {sharing ? (
          <>
            <TabsContent value="check-ins">
              <CheckInsTable list={symptoms} name={name} />
            </TabsContent>
            <TabsContent value="glucose">
              <GlucoseTable list={glucose} unit={unit} name={name} />
            </TabsContent>
            <TabsContent value="mood">
              <MoodTable list={mood} name={name} />
            </TabsContent>
            <TabsContent value="timeline">
              {/* The client's own timeline screen, under this page's h1 and speaking of the client. */}
              <div className="flex flex-col gap-6">
                <HealthTimelineScreen {...timeline} subject={{ name }} />
              </div>
            </TabsContent>
            <TabsContent value="history">
              <HealthHistoryPanel
                history={profile.history}
                cautions={profile.cautions}
                name={name}
                timeZone={zone}
              />
            </TabsContent>
            <TabsContent value="onboarding">
              <OnboardingPanel answers={profile.onboarding} name={name} />
            </TabsContent>
          </>
        ) : null}
        <TabsContent value="shared">
          <SharedPanel
            name={name}
            shared={profile.shared}
            sharedChats={profile.sharedChats}
            onRevoke={onRevoke}
            revoking={revoking}
            sessionHref={sessionHref}
            handoutHref={handoutHref}
            libraryHref={libraryHref}
            timeZone={zone}
          />
        </TabsContent>
      </Tabs>
    </>
  );
}
