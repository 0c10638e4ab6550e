import type { Handout, HandoutAttachment, HandoutRequest } from "@pkg/contracts";
import {
  emptyHandoutEditorValues,
  HandoutEditorScreen,
  handoutEditorValuesFrom,
  useHandoutEditorForm,
  type HandoutEditorFormController,
} from "@pkg/screens";
import {
  careApi,
  contentApi,
  handoutAttachmentPath,
  useCreateHandoutMutation,
  useDeleteHandoutAttachmentMutation,
  useDeleteHandoutMutation,
  useEditHandoutMutation,
  useHandoutQuery,
  usePublishedListQuery,
  useUploadHandoutAttachmentMutation,
} from "@pkg/stores";
import { Button } from "@pkg/ui";
import { skipToken } from "@reduxjs/toolkit/query";
import { Share2, Users } from "lucide-react";
import * as React from "react";
import { useNavigate, useParams } from "react-router";

import { handoutEditPath, paths } from "../../app/paths";
import { injectServerApi } from "../../app/store";
import { toast } from "../../app/toast-store";
import { useDownloadFile } from "../content/use-open-attachment";
import { handoutLibraryResults, handoutSaveFailure, isMissing, messageOf } from "./care-routes";
import { useShareDialogs } from "./use-share-dialogs";

injectServerApi(careApi);
injectServerApi(contentApi);

/** How many published items the 'Start from a library item' search lists. */
const LIBRARY_RESULTS = 10;

const noop = () => undefined;

/**
 * `/coaches/handouts/new` and `/coaches/handouts/:id`: a handout's title and Markdown text,
 * optionally started from a published library item. What was typed stays in the form when a save
 * is refused; a saved handout can also be shared, and deleted.
 */
export function HandoutEditorRoute() {
  const { id } = useParams();
  return id ? <ExistingHandout key={id} id={id} /> : <NewHandout />;
}

/** 'Start from a library item': the search, its results, and the chosen item's text put in the form. */
function useLibraryPicker(form: HandoutEditorFormController) {
  const [query, setQuery] = React.useState("");
  const list = usePublishedListQuery(query ? { q: query, page: 1, pageSize: LIBRARY_RESULTS } : skipToken);
  const [fetchItem] = contentApi.useLazyPublishedQuery();
  const [pickingId, setPickingId] = React.useState<string | null>(null);
  const [pickError, setPickError] = React.useState<string | null>(null);

  const onPick = async (id: string) => {
    setPickError(null);
    setPickingId(id);
    try {
      const item = await fetchItem(id).unwrap();
      form.reset({ title: item.title, body: item.documentText, source: { id: item.id, title: item.title } });
    } catch (error) {
      setPickError(messageOf(error));
    } finally {
      setPickingId(null);
    }
  };

  const searchFailed = Boolean(query) && list.isError && !list.isFetching;
  return {
    onLibrarySearch: (next: string) => {
      setPickError(null);
      setQuery(next);
    },
    libraryQuery: query,
    libraryResults: query ? handoutLibraryResults(list.currentData?.items) : [],
    librarySearching: Boolean(query) && list.isFetching,
    libraryError: pickError ?? (searchFailed ? messageOf(list.error) : null),
    onPickLibraryItem: (id: string) => void onPick(id),
    pickingLibraryItemId: pickingId,
  };
}

/** The form and the messages of a refused save, shared by the new and the saved handout. */
function useEditor(initial: Handout | null) {
  const form = useHandoutEditorForm({
    initialValues: initial ? handoutEditorValuesFrom(initial) : emptyHandoutEditorValues,
  });
  const [apiError, setApiError] = React.useState<string | null>(null);
  const library = useLibraryPicker(form);
  const fail = (error: unknown) => {
    const failure = handoutSaveFailure(error);
    form.setServerErrors(failure.fieldErrors);
    setApiError(failure.message);
  };
  return { form, apiError, setApiError, fail, library };
}

function NewHandout() {
  const navigate = useNavigate();
  const editor = useEditor(null);
  const [create, creating] = useCreateHandoutMutation();

  const save = async (data: HandoutRequest) => {
    editor.setApiError(null);
    try {
      const answer = await create(data).unwrap();
      toast({ title: "Handout saved" });
      await navigate(handoutEditPath(answer.handout.id), { replace: true });
    } catch (error) {
      editor.fail(error);
    }
  };

  return (
    <HandoutEditorScreen
      mode="new"
      values={editor.form.values}
      errors={editor.form.errors}
      errorFocusKey={editor.form.errorFocusKey}
      onChange={editor.form.onChange}
      onSubmit={editor.form.handleSubmit((data) => void save(data))}
      onCancel={() => void navigate(paths.handouts)}
      handoutsHref={paths.handouts}
      {...editor.library}
      submitting={creating.isLoading}
      apiError={editor.apiError}
    />
  );
}

function ExistingHandout({ id }: { id: string }) {
  const navigate = useNavigate();
  const query = useHandoutQuery(id, { refetchOnMountOrArgChange: true });
  const handout = query.currentData?.handout;
  // The form starts from the text as the server has it now, never from a copy kept from an earlier
  // visit; once it shows, a refetch after a save leaves it (and what is being typed) alone.
  const [mountedAt] = React.useState(() => Date.now());
  const [shown, setShown] = React.useState(false);
  const fresh = handout !== undefined && (query.fulfilledTimeStamp ?? 0) >= mountedAt;
  if (fresh && !shown) setShown(true);
  if (handout && (shown || fresh)) return <SavedHandoutEditor handout={handout} />;

  const failed = query.isError && !query.isFetching;
  return (
    <HandoutEditorScreen
      mode="edit"
      values={emptyHandoutEditorValues}
      errors={{}}
      onChange={noop}
      onSubmit={noop}
      onCancel={() => void navigate(paths.handouts)}
      handoutsHref={paths.handouts}
      onLibrarySearch={noop}
      onPickLibraryItem={noop}
      loading={!failed}
      notFound={failed && isMissing(query.error)}
      loadError={failed ? messageOf(query.error) : null}
      onRetry={() => void query.refetch()}
    />
  );
}

/** Adding, removing and downloading the saved handout's files. */
function useHandoutAttachments(handoutId: string) {
  const [upload, uploading] = useUploadHandoutAttachmentMutation();
  const [removeFile] = useDeleteHandoutAttachmentMutation();
  const download = useDownloadFile();
  const [uploadingFileName, setUploadingFileName] = React.useState<string | null>(null);
  const [removingId, setRemovingId] = React.useState<string | null>(null);
  const [error, setError] = React.useState<string | null>(null);

  const add = async (file: File) => {
    setError(null);
    setUploadingFileName(file.name);
    try {
      await upload({ handoutId, file }).unwrap();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setUploadingFileName(null);
    }
  };
  const remove = async (attachment: HandoutAttachment) => {
    setError(null);
    setRemovingId(attachment.id);
    try {
      await removeFile({ handoutId, attachmentId: attachment.id }).unwrap();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setRemovingId(null);
    }
  };
  return {
    uploadingFileName: uploading.isLoading ? uploadingFileName : null,
    removingAttachmentId: removingId,
    attachmentError: error,
    onAttachmentAdd: (file: File) => void add(file),
    onAttachmentRemove: (attachment: HandoutAttachment) => void remove(attachment),
    onAttachmentOpen: (attachment: HandoutAttachment) =>
      void download(handoutAttachmentPath(handoutId, attachment.id), attachment.fileName),
  };
}

function SavedHandoutEditor({ handout }: { handout: Handout }) {
  const navigate = useNavigate();
  const editor = useEditor(handout);
  const files = useHandoutAttachments(handout.id);
  const [edit, editing] = useEditHandoutMutation();
  const [remove, removing] = useDeleteHandoutMutation();
  const share = useShareDialogs();
  const target = { kind: "handout" as const, id: handout.id, title: handout.title };

  const save = async (data: HandoutRequest) => {
    editor.setApiError(null);
    try {
      await edit({ id: handout.id, body: data }).unwrap();
      toast({ title: "Handout saved" });
    } catch (error) {
      editor.fail(error);
    }
  };

  const onDelete = async () => {
    editor.setApiError(null);
    try {
      const answer = await remove(handout.id).unwrap();
      toast({ title: answer.message });
      await navigate(paths.handouts, { replace: true });
    } catch (error) {
      editor.setApiError(messageOf(error));
    }
  };

  return (
    <>
      <HandoutEditorScreen
        mode="edit"
        values={editor.form.values}
        errors={editor.form.errors}
        errorFocusKey={editor.form.errorFocusKey}
        onChange={editor.form.onChange}
        onSubmit={editor.form.handleSubmit((data) => void save(data))}
        onCancel={() => void navigate(paths.handouts)}
        onDelete={() => void onDelete()}
        handoutsHref={paths.handouts}
        sharedWith={handout.sharedWith}
        {...editor.library}
        submitting={editing.isLoading}
        deleting={removing.isLoading}
        apiError={editor.apiError}
        attachments={handout.attachments}
        {...files}
      />
      <section
        aria-labelledby="handout-sharing-title"
        className="flex flex-col gap-3 rounded-lg border border-border p-4 sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id="handout-sharing-title" className="text-lg font-semibold">
            Share with clients
          </h2>
          <p className="text-sm text-muted-foreground">Clients read the handout as it was last saved.</p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button variant="outline" onClick={() => share.openShare(target)}>
            <Share2 aria-hidden />
            Share…
          </Button>
          <Button variant="ghost" onClick={() => share.openAccess(target)}>
            <Users aria-hidden />
            Who has access
          </Button>
        </div>
      </section>
      {share.dialogs}
    </>
  );
}
