import { createContext, useContext, type ReactNode } from 'react';

/** On the server, the HTML the renderer already has of parts, by name (decision 115). */
const KeptPartsContext = createContext<ReadonlyMap<string, string> | undefined>(undefined);

export const KeptPartsProvider = KeptPartsContext.Provider;

/** What a kept part is drawn as within the page, for the renderer to put its HTML in place of. */
export const keptPartMark = (name: string) => `<template data-kept-part="${name}"></template>`;

/**
 * A part that every page shares and the server draws once and keeps (the header, the footer).
 * The browser, and a server without it kept, draw it here as usual.
 */
export function KeptPart({ name, children }: { name: string; children: ReactNode }) {
  const kept = useContext(KeptPartsContext);
  return kept?.has(name) ? <template data-kept-part={name} /> : children;
}
