import type { Folder, FolderDetails, FolderItem, FolderStructure } from "@pkg/contracts";
import { describe, expect, it, vi } from "vitest";

import { ApiError } from "../api/api-error";
import type { ApiClient } from "../api/client";
import { makeStore } from "../store";
import { foldersApi, selectFoldersState } from "./folders-api";

const SLEEP = "5b0e6a55-2a8c-4d55-9d43-6f0d3c2b8a11";
const NIGHTS = "5b0e6a55-2a8c-4d55-9d43-6f0d3c2b8a12";
const ITEM = "7f1c1d0e-0000-4000-8000-000000000001";
const CONTENT = "7f1c1d0e-0000-4000-8000-0000000000c1";

const folder = (id: string, name: string, parentId: string | null, itemCount: number): Folder => ({
  id,
  name,
  parentId,
  depth: parentId ? 2 : 1,
  itemCount,
  createdAt: "2026-05-01T08:30:00.000Z",
  updatedAt: "2026-05-01T08:30:00.000Z",
});

const structure = (itemCount: number): FolderStructure => ({
  folders: [folder(SLEEP, "Sleep", null, itemCount), folder(NIGHTS, "Nights", SLEEP, 0)],
  limits: { depthMax: 5, foldersMax: 200 },
});

const item = (changes: Partial<FolderItem> = {}): FolderItem => ({
  id: ITEM,
  folderId: SLEEP,
  kind: "content",
  title: "Sleep and night sweats",
  note: null,
  answer: null,
  chatId: null,
  messageId: null,
  content: { id: CONTENT, title: "Sleep and night sweats", summary: "Why nights change.", available: true },
  createdAt: "2026-05-01T08:30:00.000Z",
  updatedAt: "2026-05-01T08:30:00.000Z",
  ...changes,
});

const details = (items: FolderItem[]): FolderDetails => ({
  folder: folder(SLEEP, "Sleep", null, items.length),
  path: [],
  items,
  total: items.length,
  page: 1,
  pageSize: 20,
});

function fakeClient(overrides: Partial<ApiClient> = {}): ApiClient {
  return {
    get: vi.fn(
      async (url: string) => (url.startsWith("/folders/structure") ? structure(0) : details([])) as never,
    ),
    post: vi.fn(async () => ({}) as never),
    put: vi.fn(async () => ({}) as never),
    delete: vi.fn(async () => ({}) as never),
    ...overrides,
  };
}

function setUp(client: ApiClient) {
  const { store, injectServerApi } = makeStore({ client });
  injectServerApi(foldersApi);
  return { store };
}

const calls = (client: ApiClient, url: string) =>
  (client.get as ReturnType<typeof vi.fn>).mock.calls.filter(([called]) => String(called).startsWith(url))
    .length;

describe("the folders' API in the store", () => {
  it("reads the tree into the folders state: the list, a map by id, loading and error", async () => {
    let answer: (value: FolderStructure) => void = () => undefined;
    const client = fakeClient({
      get: vi.fn(() => new Promise<FolderStructure>((resolve) => (answer = resolve)) as never),
    });
    const { store } = setUp(client);
    expect(selectFoldersState(store.getState())).toMatchObject({ folders: [], loading: false, error: null });
    const tree = store.dispatch(foldersApi.endpoints.folderStructure.initiate());
    expect(selectFoldersState(store.getState()).loading).toBe(true);
    answer(structure(2));
    await tree;
    const state = selectFoldersState(store.getState());
    expect(state.loading).toBe(false);
    expect(state.folders.map((each) => each.name)).toEqual(["Sleep", "Nights"]);
    expect(state.byId[NIGHTS]).toMatchObject({ parentId: SLEEP });
    expect(client.get).toHaveBeenCalledWith("/folders/structure", expect.anything());
    tree.unsubscribe();
  });

  it("keeps the server's error in the folders state", async () => {
    const client = fakeClient({
      get: vi.fn(async () => {
        throw new ApiError(500, "Something went wrong on our side. Please try again.", {});
      }),
    });
    const { store } = setUp(client);
    await store.dispatch(foldersApi.endpoints.folderStructure.initiate());
    expect(selectFoldersState(store.getState()).error).toMatchObject({
      status: 500,
      message: "Something went wrong on our side. Please try again.",
    });
  });

  it("saves into a folder, then refetches the tree, that folder and where things are saved", async () => {
    const client = fakeClient({ post: vi.fn(async () => item() as never) });
    const { store } = setUp(client);
    const tree = store.dispatch(foldersApi.endpoints.folderStructure.initiate());
    const open = store.dispatch(foldersApi.endpoints.folderDetails.initiate({ id: SLEEP }));
    const other = store.dispatch(foldersApi.endpoints.folderDetails.initiate({ id: NIGHTS }));
    const posted = store.dispatch(
      foldersApi.endpoints.postedStructure.initiate({ kind: "content", contentId: CONTENT }),
    );
    await Promise.all([tree, open, other, posted]);
    expect(client.get).toHaveBeenCalledWith(
      `/folders/posted-structure?contentId=${CONTENT}`,
      expect.anything(),
    );

    await store.dispatch(
      foldersApi.endpoints.saveToFolder.initiate({
        folderId: SLEEP,
        target: { kind: "content", contentId: CONTENT },
        note: "Read again",
      }),
    );
    expect(client.post).toHaveBeenCalledWith(
      "/folders/save-content",
      { folderId: SLEEP, kind: "content", contentId: CONTENT, note: "Read again" },
      expect.anything(),
    );
    await vi.waitFor(() => {
      expect(calls(client, "/folders/structure")).toBe(2);
      expect(calls(client, `/folders/${SLEEP}/details`)).toBe(2);
      expect(calls(client, "/folders/posted-structure")).toBe(2);
    });
    // Another folder's items did not change.
    expect(calls(client, `/folders/${NIGHTS}/details`)).toBe(1);
    for (const each of [tree, open, other, posted]) each.unsubscribe();
  });

  it("refetches every folder's details after a folder moves (their paths change)", async () => {
    const client = fakeClient({ post: vi.fn(async () => folder(NIGHTS, "Nights", null, 0) as never) });
    const { store } = setUp(client);
    const open = store.dispatch(foldersApi.endpoints.folderDetails.initiate({ id: NIGHTS }));
    await open;
    await store.dispatch(foldersApi.endpoints.editFolder.initiate({ folderId: NIGHTS, parentId: null }));
    expect(client.post).toHaveBeenCalledWith(
      "/folders/edit-folder",
      { folderId: NIGHTS, parentId: null },
      expect.anything(),
    );
    await vi.waitFor(() => expect(calls(client, `/folders/${NIGHTS}/details`)).toBe(2));
    open.unsubscribe();
  });

  it("moves an item and refetches both folders; deletes one and refetches its folder", async () => {
    const client = fakeClient({ post: vi.fn(async () => item({ folderId: NIGHTS }) as never) });
    const { store } = setUp(client);
    const from = store.dispatch(foldersApi.endpoints.folderDetails.initiate({ id: SLEEP }));
    const to = store.dispatch(foldersApi.endpoints.folderDetails.initiate({ id: NIGHTS }));
    await Promise.all([from, to]);
    await store.dispatch(
      foldersApi.endpoints.moveFolderItem.initiate({ itemId: ITEM, folderId: NIGHTS, fromFolderId: SLEEP }),
    );
    expect(client.post).toHaveBeenCalledWith(
      "/folders/move-content",
      { itemId: ITEM, folderId: NIGHTS },
      expect.anything(),
    );
    await vi.waitFor(() => {
      expect(calls(client, `/folders/${SLEEP}/details`)).toBe(2);
      expect(calls(client, `/folders/${NIGHTS}/details`)).toBe(2);
    });
    await store.dispatch(foldersApi.endpoints.deleteFolderItem.initiate({ itemId: ITEM, folderId: NIGHTS }));
    expect(client.post).toHaveBeenLastCalledWith(
      "/folders/delete-content",
      { itemId: ITEM },
      expect.anything(),
    );
    await vi.waitFor(() => expect(calls(client, `/folders/${NIGHTS}/details`)).toBe(3));
    expect(calls(client, `/folders/${SLEEP}/details`)).toBe(2);
    from.unsubscribe();
    to.unsubscribe();
  });

  it("writes a renamed or annotated item into its folder's cached page without a refetch", async () => {
    const client = fakeClient({
      get: vi.fn(async () => details([item()]) as never),
      post: vi.fn(async () => item({ note: "Read again", title: "Nights" }) as never),
    });
    const { store } = setUp(client);
    const open = store.dispatch(foldersApi.endpoints.folderDetails.initiate({ id: SLEEP }));
    await open;
    await store.dispatch(
      foldersApi.endpoints.updateFolderItem.initiate({ itemId: ITEM, note: "Read again", title: "Nights" }),
    );
    const cached = foldersApi.endpoints.folderDetails.select({ id: SLEEP })(store.getState() as never).data;
    expect(cached?.items[0]).toMatchObject({ note: "Read again", title: "Nights" });
    expect(client.get).toHaveBeenCalledTimes(1);
    open.unsubscribe();
  });

  it("deletes a folder by id and refetches the tree", async () => {
    const client = fakeClient({
      post: vi.fn(
        async () => ({ message: "The folder was deleted", deletedFolders: 2, deletedItems: 3 }) as never,
      ),
    });
    const { store } = setUp(client);
    const tree = store.dispatch(foldersApi.endpoints.folderStructure.initiate());
    await tree;
    const result = await store.dispatch(foldersApi.endpoints.deleteFolder.initiate(SLEEP));
    expect(result.data).toEqual({ message: "The folder was deleted", deletedFolders: 2, deletedItems: 3 });
    expect(client.post).toHaveBeenCalledWith(
      "/folders/delete-folder",
      { folderId: SLEEP },
      expect.anything(),
    );
    await vi.waitFor(() => expect(calls(client, "/folders/structure")).toBe(2));
    tree.unsubscribe();
  });
});
