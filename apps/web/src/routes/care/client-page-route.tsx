import {
  HEALTH_PAGE_SIZE_MAX,
  localDateOf,
  type ClientProfileResponse,
  type ClientShare,
} from "@pkg/contracts";
import {
  ClientPageScreen,
  periodStart,
  shareKey,
  ShareHandoutPickerDialog,
  type ClientPageList,
  type ClientPageTab,
  type TimelinePeriod,
} from "@pkg/screens";
import {
  careApi,
  useClientGlucoseDailyQuery,
  useClientGlucoseQuery,
  useClientMoodQuery,
  useClientProfileQuery,
  useClientSymptomsQuery,
  useEndCareMutation,
  useHandoutsQuery,
  useManagedClientsQuery,
  useMarkAlertsSeenMutation,
  useRevokeContentAccessMutation,
  useShareContentMutation,
  useSwitchClientMutation,
  type SerializedApiError,
} from "@pkg/stores";
import { skipToken } from "@reduxjs/toolkit/query";
import * as React from "react";
import { useNavigate, useParams, useSearchParams } from "react-router";

import { errorCode } from "../../app/api-errors";
import {
  coachesClientChatPath,
  coachesClientEditPath,
  handoutEditPath,
  libraryItemPath,
  paths,
} from "../../app/paths";
import { injectServerApi } from "../../app/store";
import { toast } from "../../app/toast-store";
import { browserTimeZone } from "../../app/use-browser-time-zone";
import { timelineDaysFrom } from "../health/health-requests";
import {
  clientDisplayName,
  clientListFrom,
  clientPageSearch,
  clientPageTabOf,
  isMissing,
  messageOf,
  pickerHandoutsOf,
} from "./care-routes";
import { useReturnFocus } from "./use-share-dialogs";

injectServerApi(careApi);

/** A list query as the client page shows it: its rows, or that they load, or why they failed. */
type ListQuery<T> = {
  currentData?: T;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
};

function listOf<R, T>(query: ListQuery<R>, rows: (data: R) => T[]): ClientPageList<T> {
  const failed = query.isError && !query.isFetching;
  return {
    items: query.currentData ? rows(query.currentData) : [],
    loading: !query.currentData && !failed,
    error: failed ? messageOf(query.error) : null,
    onRetry: () => void query.refetch(),
  };
}

/**
 * `/coaches/clients/:clientId`: one client's page for their practitioner. The tab lives in the
 * address (`?tab=`); only the open tab's data is asked for, in the client's own time zone, and
 * none while the client does not share their health data. Each visit asks the server again: the
 * client may have stopped sharing, and every read is audited.
 */
export function ClientPageRoute() {
  const { clientId = "" } = useParams();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = clientPageTabOf(searchParams.get("tab"));

  const profileQuery = useClientProfileQuery(clientId, { skip: !clientId, refetchOnMountOrArgChange: true });
  const profile = profileQuery.currentData;
  const profileFailed = profileQuery.isError && !profileQuery.isFetching;
  const notFound = !clientId || (profileFailed && isMissing(profileQuery.error));
  const managed = useManagedClientsQuery({ sort: "name" });

  const health = useClientHealth(clientId, profile, tab);
  // A list refused because the client stopped sharing: the page asks for the client again.
  const { refetch: refetchProfile } = profileQuery;
  React.useEffect(() => {
    if (health.notSharing) void refetchProfile();
  }, [health.notSharing, refetchProfile]);

  const name = profile ? clientDisplayName(profile.info) : "";
  const actions = useClientActions(clientId, name);
  const picker = useHandoutPicker(clientId, name, profile?.shared ?? []);

  return (
    <>
      <ClientPageScreen
        profile={profile ?? null}
        loading={!profile && !profileFailed}
        loadError={profileFailed && !notFound && !profile ? messageOf(profileQuery.error) : null}
        onRetry={() => void profileQuery.refetch()}
        notFound={notFound}
        tab={tab}
        onTabChange={(next) => setSearchParams(clientPageSearch(next), { replace: true })}
        clientsHref={paths.coaches}
        editHref={coachesClientEditPath(clientId)}
        sessionHref={(chatId) => coachesClientChatPath(clientId, chatId)}
        handoutHref={handoutEditPath}
        libraryHref={libraryItemPath}
        onShare={picker.open}
        active={managed.data?.activeClient?.id === clientId}
        onMakeActive={() => void actions.makeActive()}
        makingActive={actions.makingActive}
        onEndCare={() => void actions.endCare().then((ended) => ended && navigate(paths.coaches))}
        endingCare={actions.endingCare}
        onMarkAlertsSeen={() => void actions.markAlertsSeen()}
        markingAlertsSeen={actions.markingAlertsSeen}
        onRevoke={(share) => void actions.revoke(share)}
        revoking={actions.revoking}
        symptoms={health.symptoms}
        glucose={health.glucose}
        mood={health.mood}
        timeline={health.timeline}
        timeZone={browserTimeZone()}
      />
      {profile ? picker.dialog : null}
    </>
  );
}

/**
 * The client's check-ins, glucose and mood for the open tab only: the lists cover the last 180
 * days, the timeline its period. Days are the client's (their zone and unit, not the
 * practitioner's).
 */
function useClientHealth(clientId: string, profile: ClientProfileResponse | undefined, tab: ClientPageTab) {
  const [period, setPeriod] = React.useState<TimelinePeriod>(90);
  const sharing = profile?.sharingHealthData === true;
  const preferences = profile?.snapshot?.preferences;
  const timeZone = preferences?.timeZone ?? browserTimeZone() ?? "UTC";
  const today = localDateOf(new Date(), timeZone);
  const list = { clientId, from: clientListFrom(today), to: today, pageSize: HEALTH_PAGE_SIZE_MAX };
  const span = { clientId, from: periodStart(today, period), to: today, pageSize: HEALTH_PAGE_SIZE_MAX };
  const open = (wanted: ClientPageTab) => sharing && tab === wanted;
  const fresh = { refetchOnMountOrArgChange: true } as const;

  const symptoms = useClientSymptomsQuery(
    open("check-ins") ? list : open("timeline") ? span : skipToken,
    fresh,
  );
  const glucose = useClientGlucoseQuery(open("glucose") ? list : skipToken, fresh);
  const glucoseDaily = useClientGlucoseDailyQuery(
    open("timeline") ? { clientId, from: span.from, to: span.to } : skipToken,
    fresh,
  );
  const mood = useClientMoodQuery(
    open("mood") ? { ...list, timeZone } : open("timeline") ? { ...span, timeZone } : skipToken,
    fresh,
  );

  const days = React.useMemo(
    () =>
      timelineDaysFrom(
        symptoms.currentData?.items ?? [],
        glucoseDaily.currentData?.days ?? [],
        mood.currentData?.items ?? [],
      ),
    [symptoms.currentData, glucoseDaily.currentData, mood.currentData],
  );
  const timelineQueries = [symptoms, glucoseDaily, mood];
  const timelineFailed = timelineQueries.find((query) => query.isError && !query.isFetching);

  return {
    notSharing: [symptoms, glucose, glucoseDaily, mood].some(
      (query) =>
        query.isError && errorCode(query.error as SerializedApiError | undefined) === "CLIENT_NOT_SHARING",
    ),
    symptoms: listOf(symptoms, (data) => data.items),
    glucose: listOf(glucose, (data) => data.items),
    mood: listOf(mood, (data) => data.items),
    timeline: {
      days,
      period,
      onPeriodChange: setPeriod,
      today,
      unit: preferences?.glucoseUnit ?? "mg/dL",
      hasDiabetes: preferences?.hasDiabetes ?? false,
      loading: timelineQueries.some((query) => !query.currentData && !query.isError),
      loadError: timelineFailed ? messageOf(timelineFailed.error) : null,
      onRetry: () => {
        for (const query of timelineQueries) if (query.isError) void query.refetch();
      },
    },
  };
}

/** The practitioner's actions on the page's header, alerts and shared items, each with its toast. */
function useClientActions(clientId: string, name: string) {
  const [markSeen, marking] = useMarkAlertsSeenMutation();
  const [switchClient, switching] = useSwitchClientMutation();
  const [endCareCall, ending] = useEndCareMutation();
  const [revokeCall] = useRevokeContentAccessMutation();
  const [revoking, setRevoking] = React.useState<string | null>(null);

  const failed = (title: string, error: unknown) =>
    toast({ title, description: messageOf(error), variant: "destructive" });

  return {
    markAlertsSeen: async () => {
      try {
        const answer = await markSeen(clientId).unwrap();
        toast({ title: answer.message || "Alerts marked as seen" });
      } catch (error) {
        failed("The alerts were not marked as seen", error);
      }
    },
    markingAlertsSeen: marking.isLoading,
    makeActive: async () => {
      try {
        const answer = await switchClient(clientId).unwrap();
        toast({ title: `You are working for ${answer.activeClient?.name ?? name}` });
      } catch (error) {
        failed(`You are not working for ${name}`, error);
      }
    },
    makingActive: switching.isLoading,
    /** Answers whether care ended (then the page leaves). */
    endCare: async () => {
      try {
        const answer = await endCareCall(clientId).unwrap();
        toast({ title: answer.message });
        return true;
      } catch (error) {
        failed("Care has not ended", error);
        return false;
      }
    },
    endingCare: ending.isLoading,
    revoke: async (share: ClientShare) => {
      setRevoking(shareKey(share));
      try {
        await revokeCall({ kind: share.kind, targetId: share.targetId, clientId }).unwrap();
        toast({ title: "Access revoked", description: `${name} can no longer see '${share.title}'.` });
      } catch (error) {
        failed("Access was not revoked", error);
      } finally {
        setRevoking(null);
      }
    },
    revoking,
  };
}

/** 'Share…' on the client's page: one of the practitioner's handouts, shared with this client. */
function useHandoutPicker(clientId: string, name: string, shared: readonly ClientShare[]) {
  const [open, setOpen] = React.useState(false);
  const [asked, setAsked] = React.useState(false);
  const handouts = useHandoutsQuery(undefined, { skip: !asked });
  const [shareContent] = useShareContentMutation();
  const [sharingId, setSharingId] = React.useState<string | null>(null);
  const [apiError, setApiError] = React.useState<string | null>(null);
  const focus = useReturnFocus();

  const close = () => {
    setOpen(false);
    setApiError(null);
  };
  const onShare = async (handoutId: string) => {
    setApiError(null);
    setSharingId(handoutId);
    try {
      const answer = await shareContent({
        kind: "handout",
        targetId: handoutId,
        clientIds: [clientId],
      }).unwrap();
      toast({ title: answer.message });
      close();
    } catch (error) {
      setApiError(messageOf(error));
    } finally {
      setSharingId(null);
    }
  };

  const failed = handouts.isError && !handouts.isFetching;
  const status = handouts.data ? "ready" : failed ? "error" : "loading";
  return {
    open: () => {
      focus.remember();
      setAsked(true);
      setOpen(true);
    },
    dialog: (
      <ShareHandoutPickerDialog
        open={open}
        onOpenChange={(next) => (next ? setOpen(true) : close())}
        clientName={name}
        status={status}
        handouts={handouts.data ? pickerHandoutsOf(handouts.data.handouts, shared) : []}
        loadError={failed ? messageOf(handouts.error) : null}
        onRetry={() => void handouts.refetch()}
        onShare={(handoutId) => void onShare(handoutId)}
        sharingId={sharingId}
        apiError={apiError}
        newHandoutHref={paths.handoutNew}
        timeZone={browserTimeZone()}
        returnFocus={focus.restore}
      />
    ),
  };
}
