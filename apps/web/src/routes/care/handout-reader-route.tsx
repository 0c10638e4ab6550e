import { HandoutReaderScreen } from "@pkg/screens";
import {
  careApi,
  sharedHandoutAttachmentPath,
  useSharedHandoutQuery,
  type SerializedApiError,
} from "@pkg/stores";
import { preloadMarkdownView } from "@pkg/ui";
import { useParams } from "react-router";

import { paths } from "../../app/paths";
import { injectServerApi } from "../../app/store";
import { browserTimeZone } from "../../app/use-browser-time-zone";
import { useDownloadFile } from "../content/use-open-attachment";

injectServerApi(careApi);
// The Markdown renderer loads beside the page's request rather than after its answer (a failed
// load is tried again when the text is shown).
void preloadMarkdownView().catch(() => undefined);

/**
 * `/shared/handouts/:id`: a handout the client's practitioner shared with them, with its files to
 * download. Each visit asks the server again, so a revoked handout is gone at once; the first
 * opening is recorded there.
 */
export function HandoutReaderRoute() {
  const { id = "" } = useParams();
  const { currentData, error, isFetching, refetch } = useSharedHandoutQuery(id, {
    skip: !id,
    refetchOnMountOrArgChange: true,
  });
  const download = useDownloadFile();
  const failure = error as SerializedApiError | undefined;
  const notFound = !id || (!isFetching && (failure?.status === 404 || failure?.status === 400));
  return (
    <HandoutReaderScreen
      handout={currentData?.handout ?? null}
      loading={isFetching && !currentData}
      notFound={notFound}
      loadError={!isFetching && failure && !notFound ? failure.message : null}
      onRetry={() => void refetch()}
      backHref={paths.healthSnapshot}
      timeZone={browserTimeZone()}
      onAttachmentOpen={(attachment) =>
        void download(sharedHandoutAttachmentPath(id, attachment.id), attachment.fileName)
      }
    />
  );
}
