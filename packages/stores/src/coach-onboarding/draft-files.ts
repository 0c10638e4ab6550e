import type { DraftFileRef } from "@pkg/contracts";
import { createStore, del, delMany, get, set, type UseStore } from "idb-keyval";

/**
 * The files of an onboarding draft (certificates, profile picture), kept in IndexedDB until the
 * onboarding is submitted (decisions.md: a refresh loses nothing; localStorage is no place for
 * megabytes of files). The draft in the store holds only a `DraftFileRef` per file. Bytes are
 * stored as an ArrayBuffer with the file's name, type and date, which every IndexedDB can clone.
 */
type StoredFile = { name: string; type: string; lastModified: number; data: ArrayBuffer };

let database: UseStore | null = null;
const files = (): UseStore => (database ??= createStore("haven-drafts", "files"));

const newId = (): string =>
  typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** Keeps a file and answers its reference. */
export async function saveDraftFile(file: File): Promise<DraftFileRef> {
  const id = newId();
  const stored: StoredFile = {
    name: file.name,
    type: file.type,
    lastModified: file.lastModified,
    data: await file.arrayBuffer(),
  };
  await set(id, stored, files());
  return { id, name: file.name, type: file.type, size: file.size };
}

/** The file behind a reference, or null when it is gone (another browser, cleared storage). */
export async function readDraftFile(ref: DraftFileRef): Promise<File | null> {
  const stored = await get<StoredFile>(ref.id, files());
  if (!stored) return null;
  return new File([stored.data], stored.name, { type: stored.type, lastModified: stored.lastModified });
}

/** The files behind the references that are still there, in order. */
export async function readDraftFiles(refs: readonly DraftFileRef[]): Promise<File[]> {
  const found = await Promise.all(refs.map(readDraftFile));
  return found.filter((file): file is File => file !== null);
}

export async function deleteDraftFiles(refs: readonly DraftFileRef[]): Promise<void> {
  if (refs.length === 1) await del(refs[0]!.id, files());
  else if (refs.length > 1)
    await delMany(
      refs.map((ref) => ref.id),
      files(),
    );
}

/**
 * Replaces the files behind `previous` with `next`: a file that is still there (same name, size,
 * type and date) keeps its reference, new ones are stored, the rest deleted.
 */
export async function replaceDraftFiles(
  previous: readonly DraftFileRef[],
  next: readonly File[],
): Promise<DraftFileRef[]> {
  const kept = new Set<string>();
  const previousFiles = await Promise.all(
    previous.map(async (ref) => ({ ref, file: await readDraftFile(ref) })),
  );
  const refs: DraftFileRef[] = [];
  for (const file of next) {
    const same = previousFiles.find(
      ({ ref, file: old }) =>
        !kept.has(ref.id) &&
        old !== null &&
        old.name === file.name &&
        old.size === file.size &&
        old.type === file.type &&
        old.lastModified === file.lastModified,
    );
    if (same) {
      kept.add(same.ref.id);
      refs.push(same.ref);
    } else {
      refs.push(await saveDraftFile(file));
    }
  }
  await deleteDraftFiles(previous.filter((ref) => !kept.has(ref.id)));
  return refs;
}
