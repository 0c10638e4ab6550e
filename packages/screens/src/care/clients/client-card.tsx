import { moodLabel, mrsBand, type ManagedClient } from "@pkg/contracts";
import { Badge, Card } from "@pkg/ui";
import { LineChart } from "@pkg/ui/charts";
import { EyeOff } from "lucide-react";
import * as React from "react";

import { ScreenLink } from "../../environment";
import { formatCareDate, formatCareDay } from "../shared/care-dates";
import {
  MRS_BAND_BADGE,
  mrsBandLabel,
  mrsChangeText,
  mrsTrendSummary,
  newAlertsLabel,
} from "../shared/clients-format";

const TREND_SERIES = [{ key: "total", label: "MRS total" }];

export type ClientCardProps = {
  client: ManagedClient;
  /** Where the client's page is. */
  href: string;
  /** The practitioner works for this client now (`switch-client`). */
  active: boolean;
  /** The zone the practitioner reads dates in. */
  timeZone: string;
};

/** What a client's last check-in, mood and trend say; absent when they stopped sharing. */
function ClientHealth({ client }: { client: ManagedClient }) {
  const { lastCheckIn, lastMood, trend } = client;
  return (
    <>
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">Last check-in</dt>
        <dd className="flex flex-col gap-1">
          {lastCheckIn ? (
            <>
              <span className="flex flex-wrap items-center gap-2">
                <span>{formatCareDay(lastCheckIn.localDate)}</span>
                <span aria-hidden="true">·</span>
                <span className="font-medium">MRS {lastCheckIn.total} of 44</span>
                <Badge variant={MRS_BAND_BADGE[mrsBand(lastCheckIn.total)]}>
                  {mrsBandLabel(lastCheckIn.total)}
                </Badge>
              </span>
              {lastCheckIn.change !== null ? (
                <span className="text-muted-foreground">{mrsChangeText(lastCheckIn.change)}</span>
              ) : null}
            </>
          ) : (
            <span className="text-muted-foreground">No check-in yet</span>
          )}
        </dd>
        <dt className="text-muted-foreground">Last mood</dt>
        <dd>
          {lastMood ? (
            <>
              <span className="font-medium">{moodLabel(lastMood.mood)}</span> ({lastMood.mood} of 5),{" "}
              {formatCareDay(lastMood.localDate)}
            </>
          ) : (
            <span className="text-muted-foreground">No mood logged yet</span>
          )}
        </dd>
      </dl>
      {trend.length > 1 ? (
        <LineChart
          title={`MRS trend of ${client.name}`}
          titleHidden
          summary={mrsTrendSummary(trend)}
          series={TREND_SERIES}
          rows={trend}
          xKey="localDate"
          yDomain={[0, 44]}
          height={96}
        />
      ) : null}
    </>
  );
}

/** One client in the list: name (to their page), e-mail, tags, alerts, and their health at a glance. */
export function ClientCard({ client, href, active, timeZone }: ClientCardProps) {
  const titleId = React.useId();
  return (
    <Card asChild className="gap-3 px-4 py-4">
      <article aria-labelledby={titleId} data-client-id={client.id}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="flex min-w-0 flex-col">
            <h3 id={titleId} className="text-base font-semibold">
              <ScreenLink to={href} className="underline-offset-4 hover:underline">
                {client.name}
              </ScreenLink>
            </h3>
            <p className="text-sm break-all text-muted-foreground">{client.email}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            {active ? (
              <Badge variant="info">
                Working for<span className="sr-only"> this client now</span>
              </Badge>
            ) : null}
            {client.openAlerts > 0 ? (
              <Badge variant="destructive">{newAlertsLabel(client.openAlerts)}</Badge>
            ) : null}
          </div>
        </div>
        {client.openAlerts > 0 && client.latestAlertAt ? (
          <p className="text-sm text-destructive">
            Red-flag symptoms raised in the assistant, latest on{" "}
            {formatCareDate(client.latestAlertAt, timeZone)}.
          </p>
        ) : null}
        {client.tags.length > 0 ? (
          <ul aria-label={`Tags of ${client.name}`} className="flex flex-wrap gap-1.5">
            {client.tags.map((tag) => (
              <li key={tag}>
                <Badge variant="outline">{tag}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        {client.sharingHealthData ? (
          <ClientHealth client={client} />
        ) : (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <EyeOff aria-hidden="true" className="size-4 shrink-0" />
            Stopped sharing health data
          </p>
        )}
      </article>
    </Card>
  );
}
