import { CARE_ERRORS } from "@pkg/contracts";
import { describe, expect, it, vi } from "vitest";

import { ApiError } from "../api/api-error";
import type { ApiClient } from "../api/client";
import { makeStore } from "../store";
import { careApi, handoutAttachmentPath, sharedHandoutAttachmentPath } from "./care-api";

const JANE = "3f6d2a10-6c1b-4d0e-9a51-2b7c4e8d0a01";
const ROSA = "3f6d2a10-6c1b-4d0e-9a51-2b7c4e8d0a02";
const RECORD = "8a2e4c61-1d3f-4b7a-8e90-5c6d7e8f9a01";
const INVITATION = "8a2e4c61-1d3f-4b7a-8e90-5c6d7e8f9a02";
const HANDOUT = "c41b7e22-9d8a-4f3c-b6e5-0a1b2c3d4e01";
const CHAT = "d52c8f33-0e9b-4a4d-87f6-1b2c3d4e5f01";

const PLAN_FULL =
  "Your Starter plan allows up to 3 active clients (pending invitations and client records count). You have no places left.";

function fakeClient(overrides: Partial<ApiClient> = {}): ApiClient {
  return {
    get: vi.fn(async () => ({}) as never),
    post: vi.fn(async () => ({}) as never),
    put: vi.fn(async () => ({}) as never),
    delete: vi.fn(async () => ({}) as never),
    ...overrides,
  };
}

function setUp(client: ApiClient) {
  const { store, injectServerApi } = makeStore({ client });
  injectServerApi(careApi);
  return { store };
}

/** How many times this exact path (with its query string) was read. */
const reads = (client: ApiClient, url: string) =>
  vi.mocked(client.get).mock.calls.filter(([called]) => called === url).length;

const LIST = "/coach/managed-clients?sort=name";

describe("care's API in the store: the practitioner's clients, records and invitations", () => {
  it("asks for the list with its search and order, leaving out an empty search", async () => {
    const client = fakeClient();
    const { store } = setUp(client);
    const searched = store.dispatch(
      careApi.endpoints.managedClients.initiate({ q: "jane doe", sort: "alerts" }),
    );
    const plain = store.dispatch(careApi.endpoints.managedClients.initiate({ q: undefined, sort: "name" }));
    await Promise.all([searched, plain]);
    expect(client.get).toHaveBeenCalledWith(
      "/coach/managed-clients?q=jane+doe&sort=alerts",
      expect.anything(),
    );
    expect(client.get).toHaveBeenCalledWith(LIST, expect.anything());
    searched.unsubscribe();
    plain.unsubscribe();
  });

  it("creates a client record, then refetches the list", async () => {
    const client = fakeClient();
    const { store } = setUp(client);
    const list = store.dispatch(careApi.endpoints.managedClients.initiate({ sort: "name" }));
    await list;
    const body = { name: "Jane Doe", email: "jane@example.com", notes: "Met at the clinic" };
    await store.dispatch(careApi.endpoints.createClientRecord.initiate(body));
    expect(client.post).toHaveBeenCalledWith("/practitioner/create-client", body, expect.anything());
    await vi.waitFor(() => expect(reads(client, LIST)).toBe(2));
    list.unsubscribe();
  });

  it("hands back a refused record (the plan is full) as the ApiError", async () => {
    const client = fakeClient({
      post: vi.fn(async () => {
        throw new ApiError(402, PLAN_FULL, { message: PLAN_FULL, code: "PLAN_LIMIT_REACHED" });
      }),
    });
    const { store } = setUp(client);
    const result = await store.dispatch(careApi.endpoints.createClientRecord.initiate({ name: "Jane Doe" }));
    expect(result.error).toEqual({
      status: 402,
      message: PLAN_FULL,
      data: { message: PLAN_FULL, code: "PLAN_LIMIT_REACHED" },
    });
  });

  it("sends each change to a record or an invitation to its path, and refetches the list after each", async () => {
    const client = fakeClient();
    const { store } = setUp(client);
    const list = store.dispatch(careApi.endpoints.managedClients.initiate({ sort: "name" }));
    await list;

    await store.dispatch(careApi.endpoints.inviteClientRecord.initiate(RECORD));
    expect(client.post).toHaveBeenLastCalledWith(
      `/practitioner/client-records/${RECORD}/invite`,
      undefined,
      expect.anything(),
    );
    await vi.waitFor(() => expect(reads(client, LIST)).toBe(2));

    await store.dispatch(careApi.endpoints.deleteClientRecord.initiate(RECORD));
    expect(client.delete).toHaveBeenLastCalledWith(
      `/practitioner/client-records/${RECORD}`,
      undefined,
      expect.anything(),
    );
    await vi.waitFor(() => expect(reads(client, LIST)).toBe(3));

    await store.dispatch(careApi.endpoints.resendInvitation.initiate(INVITATION));
    expect(client.post).toHaveBeenLastCalledWith(
      `/coach/invitations/${INVITATION}/resend`,
      undefined,
      expect.anything(),
    );
    await vi.waitFor(() => expect(reads(client, LIST)).toBe(4));

    await store.dispatch(careApi.endpoints.revokeInvitation.initiate(INVITATION));
    expect(client.delete).toHaveBeenLastCalledWith(
      `/coach/invitations/${INVITATION}`,
      undefined,
      expect.anything(),
    );
    await vi.waitFor(() => expect(reads(client, LIST)).toBe(5));

    const invitees = { invitees: [{ name: "Rosa Diaz", email: "rosa@example.com" }] };
    await store.dispatch(careApi.endpoints.inviteClients.initiate(invitees));
    expect(client.post).toHaveBeenLastCalledWith("/coach/invite-client", invitees, expect.anything());
    await vi.waitFor(() => expect(reads(client, LIST)).toBe(6));

    await store.dispatch(careApi.endpoints.switchClient.initiate(JANE));
    expect(client.put).toHaveBeenLastCalledWith(
      "/practitioner/switch-client",
      { clientId: JANE },
      expect.anything(),
    );
    await vi.waitFor(() => expect(reads(client, LIST)).toBe(7));
    await store.dispatch(careApi.endpoints.switchClient.initiate(null));
    expect(client.put).toHaveBeenLastCalledWith(
      "/practitioner/switch-client",
      { clientId: null },
      expect.anything(),
    );
    await vi.waitFor(() => expect(reads(client, LIST)).toBe(8));
    list.unsubscribe();
  });

  it("encodes the ids it puts in a path", async () => {
    const client = fakeClient();
    const { store } = setUp(client);
    await store.dispatch(careApi.endpoints.deleteClientRecord.initiate("a/b?c"));
    expect(client.delete).toHaveBeenCalledWith(
      "/practitioner/client-records/a%2Fb%3Fc",
      undefined,
      expect.anything(),
    );
  });
});

describe("care's API in the store: one client", () => {
  it("reads the client's page, health data and the practitioner's notes at their paths", async () => {
    const client = fakeClient();
    const { store } = setUp(client);
    const watched = [
      store.dispatch(careApi.endpoints.clientProfile.initiate(JANE)),
      store.dispatch(
        careApi.endpoints.clientSymptoms.initiate({ clientId: JANE, from: "2026-02-01", to: "2026-05-01" }),
      ),
      store.dispatch(
        careApi.endpoints.clientGlucose.initiate({
          clientId: JANE,
          from: "2026-05-01",
          measurementType: "fasting",
        }),
      ),
      store.dispatch(
        careApi.endpoints.clientGlucoseDaily.initiate({
          clientId: JANE,
          from: "2026-04-01",
          to: "2026-05-01",
        }),
      ),
      store.dispatch(
        careApi.endpoints.clientMood.initiate({
          clientId: JANE,
          page: 2,
          pageSize: 50,
          timeZone: "Europe/London",
        }),
      ),
      store.dispatch(careApi.endpoints.clientInfo.initiate(JANE)),
    ];
    await Promise.all(watched);
    const urls = vi.mocked(client.get).mock.calls.map(([url]) => url);
    expect(urls).toEqual([
      `/coach/client/${JANE}/profile`,
      `/coach/client/${JANE}/symptoms?from=2026-02-01&to=2026-05-01`,
      `/coach/client/${JANE}/glucose?from=2026-05-01&measurementType=fasting`,
      `/coach/client/${JANE}/glucose/daily?from=2026-04-01&to=2026-05-01`,
      `/coach/client/${JANE}/mood?page=2&pageSize=50&timeZone=Europe%2FLondon`,
      `/coach/managed-client/get-info/${JANE}`,
    ]);
    for (const each of watched) each.unsubscribe();
  });

  it("hands back a client who stopped sharing as the ApiError", async () => {
    const client = fakeClient({
      get: vi.fn(async () => {
        throw new ApiError(403, CARE_ERRORS.notSharing, {
          message: CARE_ERRORS.notSharing,
          code: "CLIENT_NOT_SHARING",
        });
      }),
    });
    const { store } = setUp(client);
    const result = await store.dispatch(careApi.endpoints.clientSymptoms.initiate({ clientId: JANE }));
    expect(result.error).toMatchObject({ status: 403, message: CARE_ERRORS.notSharing });
  });

  it("edits the notes about one client, then refetches that client's page and the list, not another's", async () => {
    const client = fakeClient();
    const { store } = setUp(client);
    const watched = [
      store.dispatch(careApi.endpoints.managedClients.initiate({ sort: "name" })),
      store.dispatch(careApi.endpoints.clientProfile.initiate(JANE)),
      store.dispatch(careApi.endpoints.clientGlucose.initiate({ clientId: JANE })),
      store.dispatch(careApi.endpoints.clientProfile.initiate(ROSA)),
    ];
    await Promise.all(watched);

    const body = { displayName: "Jane", tags: ["Perimenopause"], notes: "" };
    await store.dispatch(careApi.endpoints.editClientInfo.initiate({ clientId: JANE, body }));
    expect(client.put).toHaveBeenCalledWith(
      `/coach/managed-client/edit-info/${JANE}`,
      body,
      expect.anything(),
    );
    await vi.waitFor(() => {
      expect(reads(client, LIST)).toBe(2);
      expect(reads(client, `/coach/client/${JANE}/profile`)).toBe(2);
      expect(reads(client, `/coach/client/${JANE}/glucose`)).toBe(2);
    });
    expect(reads(client, `/coach/client/${ROSA}/profile`)).toBe(1);
    for (const each of watched) each.unsubscribe();
  });

  it("marks a client's alerts seen (their page and the list refetch) and ends care (the list refetches)", async () => {
    const client = fakeClient();
    const { store } = setUp(client);
    const watched = [
      store.dispatch(careApi.endpoints.managedClients.initiate({ sort: "alerts" })),
      store.dispatch(careApi.endpoints.clientProfile.initiate(JANE)),
    ];
    await Promise.all(watched);
    const list = "/coach/managed-clients?sort=alerts";

    await store.dispatch(careApi.endpoints.markAlertsSeen.initiate(JANE));
    expect(client.post).toHaveBeenCalledWith(
      `/coach/client/${JANE}/alerts/seen`,
      undefined,
      expect.anything(),
    );
    await vi.waitFor(() => {
      expect(reads(client, list)).toBe(2);
      expect(reads(client, `/coach/client/${JANE}/profile`)).toBe(2);
    });

    await store.dispatch(careApi.endpoints.endCare.initiate(JANE));
    expect(client.delete).toHaveBeenCalledWith(`/coach/client/${JANE}`, undefined, expect.anything());
    await vi.waitFor(() => expect(reads(client, list)).toBe(3));
    expect(reads(client, `/coach/client/${JANE}/profile`)).toBe(2);
    for (const each of watched) each.unsubscribe();
  });

  it("reads a chat a client shared", async () => {
    const client = fakeClient();
    const { store } = setUp(client);
    await store.dispatch(careApi.endpoints.coachSession.initiate(CHAT));
    expect(client.get).toHaveBeenCalledWith(`/coach/session/${CHAT}`, expect.anything());
  });
});

describe("care's API in the store: handouts and sharing", () => {
  const handout = { title: "Sleeping through hot nights", body: "Keep the bedroom cool." };

  it("lists, reads, creates, edits and deletes handouts, refetching what each change touches", async () => {
    const client = fakeClient();
    const { store } = setUp(client);
    const watched = [
      store.dispatch(careApi.endpoints.handouts.initiate()),
      store.dispatch(careApi.endpoints.handout.initiate(HANDOUT)),
      store.dispatch(careApi.endpoints.sharedAccess.initiate(HANDOUT)),
    ];
    await Promise.all(watched);
    expect(reads(client, "/handout/all")).toBe(1);
    expect(reads(client, `/handout/${HANDOUT}`)).toBe(1);
    expect(reads(client, `/coach/${HANDOUT}/shared-access`)).toBe(1);

    await store.dispatch(careApi.endpoints.createHandout.initiate(handout));
    expect(client.post).toHaveBeenCalledWith("/handout/create", handout, expect.anything());
    await vi.waitFor(() => expect(reads(client, "/handout/all")).toBe(2));
    expect(reads(client, `/handout/${HANDOUT}`)).toBe(1);

    await store.dispatch(careApi.endpoints.editHandout.initiate({ id: HANDOUT, body: handout }));
    expect(client.put).toHaveBeenCalledWith(`/handout/edit/${HANDOUT}`, handout, expect.anything());
    await vi.waitFor(() => {
      expect(reads(client, "/handout/all")).toBe(3);
      expect(reads(client, `/handout/${HANDOUT}`)).toBe(2);
      expect(reads(client, `/coach/${HANDOUT}/shared-access`)).toBe(2);
    });

    await store.dispatch(careApi.endpoints.deleteHandout.initiate(HANDOUT));
    expect(client.delete).toHaveBeenCalledWith(`/handout/delete/${HANDOUT}`, undefined, expect.anything());
    await vi.waitFor(() => expect(reads(client, "/handout/all")).toBe(4));
    // The deleted handout itself is not asked for again.
    expect(reads(client, `/handout/${HANDOUT}`)).toBe(2);
    for (const each of watched) each.unsubscribe();
  });

  it("hands back a refused handout as the ApiError", async () => {
    const data = { message: "Validation failed", fieldErrors: { title: "Enter a title for the handout" } };
    const client = fakeClient({
      post: vi.fn(async () => {
        throw new ApiError(400, "Validation failed", data);
      }),
    });
    const { store } = setUp(client);
    const result = await store.dispatch(
      careApi.endpoints.createHandout.initiate({ title: "", body: "Text" }),
    );
    expect(result.error).toEqual({ status: 400, message: "Validation failed", data });
  });

  it("uploads a handout's file as multipart `file` and removes one, refetching the handout and the list", async () => {
    const client = fakeClient();
    const { store } = setUp(client);
    const watched = [
      store.dispatch(careApi.endpoints.handouts.initiate()),
      store.dispatch(careApi.endpoints.handout.initiate(HANDOUT)),
    ];
    await Promise.all(watched);
    const file = new File(["%PDF-1.4"], "sleep diary.pdf", { type: "application/pdf" });

    await store.dispatch(careApi.endpoints.uploadHandoutAttachment.initiate({ handoutId: HANDOUT, file }));
    const [url, body] = vi.mocked(client.post).mock.calls.at(-1)!;
    expect(url).toBe(`/handout/${HANDOUT}/attachments`);
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get("file")).toMatchObject({ name: "sleep diary.pdf" });
    await vi.waitFor(() => {
      expect(reads(client, "/handout/all")).toBe(2);
      expect(reads(client, `/handout/${HANDOUT}`)).toBe(2);
    });

    const FILE = "e63d9a44-1fac-4b5e-98a7-2c3d4e5f6a01";
    await store.dispatch(
      careApi.endpoints.deleteHandoutAttachment.initiate({ handoutId: HANDOUT, attachmentId: FILE }),
    );
    expect(client.delete).toHaveBeenCalledWith(
      handoutAttachmentPath(HANDOUT, FILE),
      undefined,
      expect.anything(),
    );
    expect(handoutAttachmentPath(HANDOUT, FILE)).toBe(`/handout/${HANDOUT}/attachments/${FILE}`);
    expect(sharedHandoutAttachmentPath(HANDOUT, FILE)).toBe(
      `/client/handouts/${HANDOUT}/attachments/${FILE}`,
    );
    await vi.waitFor(() => expect(reads(client, `/handout/${HANDOUT}`)).toBe(3));
    for (const each of watched) each.unsubscribe();
  });

  it("shares with clients, then refetches who has it, the handouts and those clients' pages only", async () => {
    const client = fakeClient();
    const { store } = setUp(client);
    const watched = [
      store.dispatch(careApi.endpoints.handouts.initiate()),
      store.dispatch(careApi.endpoints.sharedAccess.initiate(HANDOUT)),
      store.dispatch(careApi.endpoints.clientProfile.initiate(JANE)),
      store.dispatch(careApi.endpoints.clientProfile.initiate(ROSA)),
    ];
    await Promise.all(watched);

    const share = { kind: "handout" as const, targetId: HANDOUT, clientIds: [JANE] };
    await store.dispatch(careApi.endpoints.shareContent.initiate(share));
    expect(client.post).toHaveBeenCalledWith("/coach/content-share", share, expect.anything());
    await vi.waitFor(() => {
      expect(reads(client, "/handout/all")).toBe(2);
      expect(reads(client, `/coach/${HANDOUT}/shared-access`)).toBe(2);
      expect(reads(client, `/coach/client/${JANE}/profile`)).toBe(2);
    });
    expect(reads(client, `/coach/client/${ROSA}/profile`)).toBe(1);

    const revoke = { kind: "handout" as const, targetId: HANDOUT, clientId: ROSA };
    await store.dispatch(careApi.endpoints.revokeContentAccess.initiate(revoke));
    expect(client.post).toHaveBeenLastCalledWith("/coach/revoke-content-access", revoke, expect.anything());
    await vi.waitFor(() => {
      expect(reads(client, "/handout/all")).toBe(3);
      expect(reads(client, `/coach/${HANDOUT}/shared-access`)).toBe(3);
      expect(reads(client, `/coach/client/${ROSA}/profile`)).toBe(2);
    });
    expect(reads(client, `/coach/client/${JANE}/profile`)).toBe(2);
    for (const each of watched) each.unsubscribe();
  });
});

describe("care's API in the store: the client's side", () => {
  it("changes the sharing choice, then refetches the care page", async () => {
    const client = fakeClient();
    const { store } = setUp(client);
    const care = store.dispatch(careApi.endpoints.clientCare.initiate());
    await care;
    expect(client.get).toHaveBeenCalledWith("/client/care", expect.anything());

    await store.dispatch(careApi.endpoints.setClientSharing.initiate(false));
    expect(client.put).toHaveBeenCalledWith(
      "/client/care/sharing",
      { sharingHealthData: false },
      expect.anything(),
    );
    await vi.waitFor(() => expect(reads(client, "/client/care")).toBe(2));
    care.unsubscribe();
  });

  it("refetches the care page after a shared handout opens (its opening is recorded), not after a refusal", async () => {
    const client = fakeClient({
      get: vi.fn(async (url: string) => {
        if (url === `/client/handouts/${ROSA}`) {
          throw new ApiError(404, CARE_ERRORS.sharedNotFound, { message: CARE_ERRORS.sharedNotFound });
        }
        return {} as never;
      }),
    });
    const { store } = setUp(client);
    const care = store.dispatch(careApi.endpoints.clientCare.initiate());
    await care;

    const opened = store.dispatch(careApi.endpoints.sharedHandout.initiate(HANDOUT));
    await opened;
    expect(client.get).toHaveBeenCalledWith(`/client/handouts/${HANDOUT}`, expect.anything());
    await vi.waitFor(() => expect(reads(client, "/client/care")).toBe(2));

    const refused = store.dispatch(careApi.endpoints.sharedHandout.initiate(ROSA));
    const result = await refused;
    expect(result.error).toMatchObject({ status: 404, message: CARE_ERRORS.sharedNotFound });
    expect(reads(client, "/client/care")).toBe(2);
    for (const each of [care, opened, refused]) each.unsubscribe();
  });

  it("shares one chat with the practitioner, and stops", async () => {
    const client = fakeClient({
      put: vi.fn(async () => ({ sharedAt: "2026-05-01T08:30:00.000Z" }) as never),
    });
    const { store } = setUp(client);
    const shared = await store.dispatch(careApi.endpoints.shareChat.initiate({ chatId: CHAT, shared: true }));
    expect(shared.data).toEqual({ sharedAt: "2026-05-01T08:30:00.000Z" });
    expect(client.put).toHaveBeenLastCalledWith(`/chat/${CHAT}/share`, { shared: true }, expect.anything());
    await store.dispatch(careApi.endpoints.shareChat.initiate({ chatId: CHAT, shared: false }));
    expect(client.put).toHaveBeenLastCalledWith(`/chat/${CHAT}/share`, { shared: false }, expect.anything());
  });

  it("hands back a chat shared without a practitioner as the ApiError", async () => {
    const client = fakeClient({
      put: vi.fn(async () => {
        throw new ApiError(409, CARE_ERRORS.noPractitioner, { message: CARE_ERRORS.noPractitioner });
      }),
    });
    const { store } = setUp(client);
    const result = await store.dispatch(careApi.endpoints.shareChat.initiate({ chatId: CHAT, shared: true }));
    expect(result.error).toMatchObject({ status: 409, message: CARE_ERRORS.noPractitioner });
  });
});
