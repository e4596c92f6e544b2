import type { ChosenFile } from '@/components/ui/file-upload';

/** What the form keeps between visits: the values typed, and the names of the files uploaded. */
export type GrantDraft = { values: Record<string, unknown>; files: Record<string, ChosenFile> };

const keyFor = (memberId: string) => `osi.research-grant-draft.${memberId}`;

/**
 * The application as last typed, kept in this browser's localStorage so that a reload, a
 * failed submission or a closed tab loses nothing; gone once the application is sent.
 */
export const loadGrantDraft = (memberId: string): GrantDraft | undefined => {
  try {
    const saved = JSON.parse(localStorage.getItem(keyFor(memberId)) ?? 'null') as GrantDraft | null;
    return saved && typeof saved.values === 'object' ? saved : undefined;
  } catch {
    return undefined;
  }
};

export const saveGrantDraft = (memberId: string, draft: GrantDraft) => {
  try {
    localStorage.setItem(keyFor(memberId), JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the form still works, only a reload loses the entries.
  }
};

export const forgetGrantDraft = (memberId: string) => localStorage.removeItem(keyFor(memberId));
