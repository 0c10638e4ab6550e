import {
  combineSlices,
  createAction,
  configureStore,
  createDynamicMiddleware,
  isAnyOf,
  type Middleware,
  type Reducer,
  type UnknownAction,
} from "@reduxjs/toolkit";
import { useDispatch, useSelector, useStore } from "react-redux";
import {
  createMigrate,
  FLUSH,
  PAUSE,
  PERSIST,
  persistReducer,
  persistStore,
  PURGE,
  REGISTER,
  REHYDRATE,
  type PersistedState,
  type Storage,
} from "redux-persist";

import { createAccountApi, type AccountApi } from "./api/account-api";
import { createApiClient, type ApiClient } from "./api/client";
import {
  clientMoodSlice,
  initialClientMoodState,
  persistClientMood,
  type ClientMoodState,
} from "./client-mood/client-mood-slice";
import {
  clientOnboardingSlice,
  initialClientOnboardingState,
  type ClientOnboardingState,
} from "./client-onboarding/client-onboarding-slice";
import { persistClientOnboarding } from "./client-onboarding/client-onboarding-persistence";
import { persistCoachOnboarding } from "./coach-onboarding/coach-onboarding-persistence";
import {
  coachOnboardingSlice,
  initialCoachOnboardingState,
  type CoachOnboardingState,
} from "./coach-onboarding/coach-onboarding-slice";
import {
  glucoseDraftSlice,
  initialGlucoseDraftState,
  persistGlucoseDraft,
  type GlucoseDraftState,
} from "./glucose-draft/glucose-draft-slice";
import {
  initialOnboardingProgressState,
  onboardingProgressSlice,
  type OnboardingProgressState,
} from "./onboarding-progress/onboarding-progress-slice";
import { createOnboardingProgressSync } from "./onboarding-progress/onboarding-progress-sync";
import { initialSessionState, loggedOut, sessionSlice, type SessionState } from "./session/session-slice";
import { completeSignup, logIn, signOut, type ThunkExtra } from "./session/session-thunks";

/**
 * Persisted session versions. 1: user, access token and the reset credentials. Anything older
 * (or unreadable) starts signed out rather than with a half-known session.
 */
const sessionMigrations = {
  1: (state: PersistedState): PersistedState =>
    ({ ...initialSessionState, _persist: state?._persist }) as unknown as PersistedState,
};

export type MakeStoreOptions = {
  preloadedState?: {
    session?: Partial<SessionState>;
    clientOnboarding?: Partial<ClientOnboardingState>;
    coachOnboarding?: Partial<CoachOnboardingState>;
    clientMood?: Partial<ClientMoodState>;
    glucoseDraft?: Partial<GlucoseDraftState>;
    onboardingProgress?: Partial<OnboardingProgressState>;
  };
  /** The account API; by default one over the store's API client. */
  api?: AccountApi;
  /** The API client behind RTK Query's endpoints (and the account API); by default axios at `apiBaseUrl`. */
  client?: ApiClient;
  apiBaseUrl?: string;
  /** Where the session is persisted (localStorage in the browser). Omit to keep it in memory. */
  storage?: Storage;
  /** Tell the server where an unfinished onboarding stands as the person moves (the web app). */
  syncOnboardingProgress?: boolean;
};

export function makeStore({
  preloadedState,
  api,
  client,
  apiBaseUrl = "/api",
  storage,
  syncOnboardingProgress = false,
}: MakeStoreOptions = {}) {
  // The API client reads the token from the store it serves, which exists by the first request.
  const apiClient: ApiClient =
    client ??
    createApiClient({
      baseURL: apiBaseUrl,
      getToken: (): string | null => store.getState().session.accessToken,
      onUnauthorized: (): void => void store.dispatch(loggedOut({ refused: true })),
    });
  const accountApi: AccountApi = api ?? createAccountApi(apiClient);

  const sessionReducer: Reducer<SessionState> = storage
    ? (persistReducer(
        {
          key: "session",
          version: 1,
          storage,
          whitelist: ["user", "accessToken", "resetToken", "resetEmail", "firstVisit"],
          migrate: createMigrate(sessionMigrations, { debug: false }),
          timeout: 5000,
        },
        sessionSlice.reducer,
      ) as unknown as Reducer<SessionState>)
    : sessionSlice.reducer;

  // The page an unfinished onboarding is on, kept like its draft so that `/` finds it after a refresh.
  const onboardingProgressReducer: Reducer<OnboardingProgressState> = storage
    ? (persistReducer(
        { key: "onboardingProgress", version: 1, storage, whitelist: ["step", "page"], timeout: 5000 },
        onboardingProgressSlice.reducer,
      ) as unknown as Reducer<OnboardingProgressState>)
    : onboardingProgressSlice.reducer;

  const progressSync = syncOnboardingProgress ? createOnboardingProgressSync(accountApi) : null;

  // Server-data APIs (RTK Query) join later, with the pages that use them: see `injectServerApi`.
  const dynamicMiddleware = createDynamicMiddleware();
  const rootReducer = combineSlices({
    session: sessionReducer,
    // The onboarding drafts, clientMood and the glucose entry are persisted under their own keys.
    clientOnboarding: storage ? persistClientOnboarding(storage) : clientOnboardingSlice.reducer,
    coachOnboarding: storage ? persistCoachOnboarding(storage) : coachOnboardingSlice.reducer,
    clientMood: storage ? persistClientMood(storage) : clientMoodSlice.reducer,
    glucoseDraft: storage ? persistGlucoseDraft(storage) : glucoseDraftSlice.reducer,
    onboardingProgress: onboardingProgressReducer,
  });

  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState
      ? {
          session: { ...initialSessionState, ...preloadedState.session },
          clientOnboarding: { ...initialClientOnboardingState, ...preloadedState.clientOnboarding },
          coachOnboarding: { ...initialCoachOnboardingState, ...preloadedState.coachOnboarding },
          clientMood: { ...initialClientMoodState, ...preloadedState.clientMood },
          glucoseDraft: { ...initialGlucoseDraftState, ...preloadedState.glucoseDraft },
          onboardingProgress: { ...initialOnboardingProgressState, ...preloadedState.onboardingProgress },
        }
      : undefined,
    middleware: (getDefault) => {
      const middleware = getDefault({
        thunk: { extraArgument: { api: accountApi, client: apiClient } satisfies ThunkExtra },
        // redux-persist's own actions carry functions; they never reach the state.
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      });
      const withDynamic = middleware.concat(dynamicMiddleware.middleware);
      return progressSync ? withDynamic.prepend(progressSync.middleware) : withDynamic;
    },
  });
  const persistor = storage ? persistStore(store) : null;
  /** Resolves once the onboarding progress changed so far has reached the server. */
  const flushOnboardingProgress = progressSync?.flush ?? (() => Promise.resolve());
  /**
   * Adds an RTK Query API (its reducer and middleware) to this store, once; the lazily loaded pages
   * call it before they render, so the first load carries no server-data code.
   */
  const injected = new Map<string, ServerApi>();
  // What one person's pages fetched (their health data among it) is never shown to the next person
  // on this browser: every server-data cache is emptied when a session ends or another begins.
  dynamicMiddleware.addMiddleware((middlewareApi) => (next) => (action) => {
    const result = next(action);
    if (sessionChanged(action)) {
      for (const serverApi of injected.values()) middlewareApi.dispatch(serverApi.util.resetApiState());
    }
    return result;
  });
  const injectServerApi = (serverApi: ServerApi): void => {
    if (injected.has(serverApi.reducerPath)) return;
    injected.set(serverApi.reducerPath, serverApi);
    rootReducer.inject({ reducerPath: serverApi.reducerPath, reducer: serverApi.reducer });
    dynamicMiddleware.addMiddleware(serverApi.middleware);
    // The injected reducer makes its state at the next action: make it now, before the first query.
    store.dispatch(serverApiInjected(serverApi.reducerPath));
  };
  return { store, persistor, api: accountApi, client: apiClient, injectServerApi, flushOnboardingProgress };
}

/** Says that an RTK Query API joined the store (its reducer's state exists from this action on). */
export const serverApiInjected = createAction<string>("store/serverApiInjected");

/** A session ended (sign-out, or refused by the server) or a new one began. */
const sessionChanged = isAnyOf(
  loggedOut,
  signOut.fulfilled,
  signOut.rejected,
  logIn.fulfilled,
  completeSignup.fulfilled,
);

/** What `injectServerApi` needs of an RTK Query API. */
export type ServerApi = {
  reducerPath: string;
  reducer: Reducer;
  middleware: Middleware;
  util: { resetApiState: () => UnknownAction };
};

export type AppStore = ReturnType<typeof makeStore>["store"];
export type RootState = ReturnType<AppStore["getState"]>;
export type AppDispatch = AppStore["dispatch"];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
