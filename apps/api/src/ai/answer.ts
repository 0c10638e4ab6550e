/**
 * An answer from the library, as every chat gets it without a model: red flags first (from the
 * question alone), then the retrieval engine's passages, then the extractive composer. The
 * assistant and the evaluation both answer through here, so the evaluation measures what people
 * get.
 */
import type { RetrievalEngine, Retrieval, RetrieveRequest } from "../services/retrieval/engine";
import { ANSWER_PASSAGES, composeAnswer, type ComposeOptions } from "./compose";
import { checkRedFlags } from "./red-flags";
import type { ComposedAnswer } from "./types";

export type LibraryAnswer = { retrieval: Retrieval; composed: ComposedAnswer };

export async function answerFromLibrary(
  engine: RetrievalEngine,
  request: Omit<RetrieveRequest, "limit"> & { limit?: number },
  options: Omit<ComposeOptions, "redFlags"> = {},
): Promise<LibraryAnswer> {
  const redFlags = checkRedFlags(request.question);
  const retrieval = await engine.retrieve({ ...request, limit: request.limit ?? ANSWER_PASSAGES });
  const composed = composeAnswer(retrieval.query, retrieval.passages, {
    ...options,
    redFlags,
    preferItem: request.referenceItem ?? null,
  });
  return { retrieval, composed };
}
