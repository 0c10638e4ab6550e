import type { ContentDraft, ContentItem } from "@pkg/contracts";
import {
  ContentEditorScreen,
  ContentEditorUnavailable,
  contentEditorValuesFrom,
  emptyContentEditorValues,
  useContentEditorForm,
  type ContentEditorValues,
} from "@pkg/screens";
import {
  contentApi,
  selectUser,
  useAppSelector,
  useContentActionMutation,
  useContentQuery,
  useCreateContentMutation,
  useDeleteAttachmentMutation,
  useDeleteContentMutation,
  useUpdateContentMutation,
  useUploadAttachmentMutation,
  type SerializedApiError,
} from "@pkg/stores";
import * as React from "react";
import { useNavigate, useParams } from "react-router";

import { contentItemPath, libraryItemPath, paths } from "../../app/paths";
import { injectServerApi } from "../../app/store";
import { toast } from "../../app/toast-store";
import {
  canWriteContent,
  contentEditorAccess,
  contentSaveFailure,
  type ContentViewer,
} from "./content-editor-access";
import {
  browserDraftStorage,
  clearContentDraft,
  contentDraftKey,
  sameContentValues,
} from "./content-draft-storage";
import { useContentReview } from "./use-content-review";
import { useAutosavedDraft, useRestorableDraft } from "./use-autosaved-draft";
import { useOpenAttachment } from "./use-open-attachment";

injectServerApi(contentApi);

const SAVE_FAILED = "The item could not be saved. Try again.";

/**
 * `/content-manager/library/new` and `/content-manager/library/:id`: the editor of one item, its
 * review panel and its history. What is typed is kept in this browser until it is saved.
 */
export function ContentEditorRoute() {
  const { id } = useParams();
  const user = useAppSelector(selectUser);
  const viewer: ContentViewer = { id: user?.id, roleID: user?.roleID };
  if (!user?.id) return null;
  if (!id) {
    return canWriteContent(viewer) ? (
      <NewItemEditor userId={user.id} />
    ) : (
      <ContentEditorUnavailable reason="forbidden" libraryHref={paths.contentLibrary} />
    );
  }
  return <ExistingItem key={id} id={id} viewer={viewer} userId={user.id} />;
}

/** The state every editor shares: the form, its kept copy, and the messages of a failed call. */
function useEditor(
  userId: string,
  itemId: string | null,
  baseline: ContentEditorValues,
  updatedAt: string | null,
  keep: boolean,
) {
  const storage = React.useMemo(() => (keep ? browserDraftStorage() : null), [keep]);
  const key = contentDraftKey(userId, itemId);
  const restorable = useRestorableDraft(storage, key, updatedAt);
  const form = useContentEditorForm({ initialValues: restorable?.values ?? baseline });
  const [restored, setRestored] = React.useState(restorable !== null);
  const [apiError, setApiError] = React.useState<string | null>(null);
  const autosave = useAutosavedDraft({ storage, key, values: form.values, baseline });

  const fail = (error: unknown) => {
    const failure = contentSaveFailure(error as SerializedApiError, SAVE_FAILED);
    form.setServerErrors(failure.fieldErrors);
    setApiError(failure.message);
  };
  const discardRestored = () => {
    clearContentDraft(storage, key);
    form.reset(baseline);
    setRestored(false);
  };
  return { form, restored, apiError, setApiError, fail, discardRestored, autosave, storage, key };
}

function NewItemEditor({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const editor = useEditor(userId, null, emptyContentEditorValues, null, true);
  const [create, creating] = useCreateContentMutation();
  const [act, acting] = useContentActionMutation();

  const createThen = async (data: ContentDraft, submit: boolean) => {
    editor.setApiError(null);
    let item: ContentItem;
    try {
      item = await create(data).unwrap();
    } catch (error) {
      editor.fail(error);
      return;
    }
    // The text now lives on the server under the item's own id: the copy for 'new' goes.
    editor.autosave.stop();
    if (submit) {
      try {
        await act({ id: item.id, body: { action: "submit" } }).unwrap();
        toast({ title: "Submitted for review", description: "Reviewers can now pick it up." });
      } catch (error) {
        toast({
          title: "Draft saved",
          description: (error as SerializedApiError).message,
          variant: "destructive",
        });
      }
    } else {
      toast({ title: "Draft saved" });
    }
    await navigate(contentItemPath(item.id), { replace: true });
  };

  return (
    <ContentEditorScreen
      values={editor.form.values}
      errors={editor.form.errors}
      errorFocusKey={editor.form.errorFocusKey}
      onChange={editor.form.onChange}
      onSave={editor.form.handleSubmit("save", (data) => void createThen(data, false))}
      onSubmitForReview={editor.form.handleSubmit("submit", (data) => void createThen(data, true))}
      canSubmit
      libraryHref={paths.contentLibrary}
      saving={creating.isLoading && !acting.isLoading}
      submitting={acting.isLoading}
      apiError={editor.apiError}
      restoredDraft={editor.restored}
      onDiscardRestored={editor.discardRestored}
    />
  );
}

function ExistingItem({ id, viewer, userId }: { id: string; viewer: ContentViewer; userId: string }) {
  const query = useContentQuery(id);
  if (query.isError) {
    const status = (query.error as SerializedApiError).status;
    if (status === 404 || status === 403) {
      return (
        <ContentEditorUnavailable
          reason={status === 404 ? "not-found" : "forbidden"}
          libraryHref={paths.contentLibrary}
        />
      );
    }
  }
  if (!query.data) {
    return (
      <ContentEditorScreen
        values={emptyContentEditorValues}
        errors={{}}
        onChange={() => undefined}
        onSave={() => undefined}
        libraryHref={paths.contentLibrary}
        loading={!query.isError}
        readOnly
        apiError={query.isError ? (query.error as SerializedApiError).message : null}
      />
    );
  }
  return <LoadedItemEditor item={query.data} viewer={viewer} userId={userId} />;
}

function LoadedItemEditor({
  item,
  viewer,
  userId,
}: {
  item: ContentItem;
  viewer: ContentViewer;
  userId: string;
}) {
  const navigate = useNavigate();
  const access = contentEditorAccess(item, viewer);
  const baseline = React.useMemo(() => contentEditorValuesFrom(item.working), [item.working]);
  const editor = useEditor(userId, item.id, baseline, item.updatedAt, !access.readOnly);
  const [update, updating] = useUpdateContentMutation();
  const [act, acting] = useContentActionMutation();
  const [remove, removing] = useDeleteContentMutation();
  const { form } = editor;

  // A newer text from the server (after a save, a transition or a new revision) replaces the form's
  // unless the person has unsaved changes of their own.
  const shownBaseline = React.useRef(baseline);
  React.useEffect(() => {
    const before = shownBaseline.current;
    if (before === baseline) return;
    shownBaseline.current = baseline;
    if (sameContentValues(form.values, before)) form.reset(baseline);
    // Only a new text from the server decides; typing does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [baseline]);

  const save = async (data: ContentDraft, submit: boolean) => {
    editor.setApiError(null);
    try {
      await update({ id: item.id, body: data }).unwrap();
    } catch (error) {
      editor.fail(error);
      return;
    }
    if (!submit) {
      toast({ title: "Draft saved" });
      return;
    }
    try {
      await act({ id: item.id, body: { action: "submit" } }).unwrap();
      toast({ title: "Submitted for review", description: "Reviewers can now pick it up." });
    } catch (error) {
      editor.setApiError((error as SerializedApiError).message);
    }
  };

  const onDelete = async () => {
    try {
      await remove(item.id).unwrap();
      clearContentDraft(editor.storage, editor.key);
      toast({ title: "Draft deleted" });
      await navigate(paths.contentLibrary, { replace: true });
    } catch (error) {
      editor.setApiError((error as SerializedApiError).message);
    }
  };

  const review = useContentReview(item, viewer);
  const attachments = useAttachments(item.id);

  return (
    <ContentEditorScreen
      values={form.values}
      errors={form.errors}
      errorFocusKey={form.errorFocusKey}
      onChange={form.onChange}
      onSave={form.handleSubmit("save", (data) => void save(data, false))}
      onSubmitForReview={form.handleSubmit("submit", (data) => void save(data, true))}
      onDelete={() => void onDelete()}
      libraryHref={paths.contentLibrary}
      publishedHref={item.published ? libraryItemPath(item.id) : null}
      status={item.status}
      label={item.label}
      authorName={item.author?.name ?? null}
      needsReReview={item.needsReReview}
      hasPublishedVersion={access.hasPublishedVersion}
      readOnly={access.readOnly}
      readOnlyNote={access.readOnlyNote}
      canSubmit={access.canSubmit}
      canDelete={access.canDelete}
      saving={updating.isLoading && !acting.isLoading}
      submitting={acting.isLoading}
      deleting={removing.isLoading}
      apiError={editor.apiError}
      restoredDraft={editor.restored}
      onDiscardRestored={editor.discardRestored}
      attachments={item.working.attachments}
      uploadingFileName={attachments.uploadingFileName}
      removingAttachmentId={attachments.removingId}
      attachmentError={attachments.error}
      onAttachmentAdd={access.readOnly ? undefined : (file) => void attachments.add(file)}
      onAttachmentRemove={
        access.readOnly ? undefined : (attachment) => void attachments.remove(attachment.id)
      }
      onAttachmentOpen={(attachment) => void attachments.open(attachment)}
      reviewPanel={review.panel}
      history={review.history}
    />
  );
}

/** Adding, removing and opening the files of the item's working revision. */
function useAttachments(itemId: string) {
  const [upload, uploading] = useUploadAttachmentMutation();
  const [removeFile] = useDeleteAttachmentMutation();
  const open = useOpenAttachment(itemId);
  const [uploadingFileName, setUploadingFileName] = React.useState<string | null>(null);
  const [removingId, setRemovingId] = React.useState<string | null>(null);
  const [error, setError] = React.useState<string | null>(null);

  const add = async (file: File) => {
    setError(null);
    setUploadingFileName(file.name);
    try {
      await upload({ id: itemId, file }).unwrap();
    } catch (failure) {
      setError((failure as SerializedApiError).message);
    } finally {
      setUploadingFileName(null);
    }
  };
  const remove = async (attachmentId: string) => {
    setError(null);
    setRemovingId(attachmentId);
    try {
      await removeFile({ id: itemId, attachmentId }).unwrap();
    } catch (failure) {
      setError((failure as SerializedApiError).message);
    } finally {
      setRemovingId(null);
    }
  };
  return {
    add,
    remove,
    open,
    uploadingFileName: uploading.isLoading ? uploadingFileName : null,
    removingId,
    error,
  };
}
