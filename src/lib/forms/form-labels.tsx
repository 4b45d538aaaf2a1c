import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { FormWording } from '@/lib/content';

/**
 * How forms name and explain their fields: the site settings 'Show form labels' and '...
 * placeholders', and the editors' 'Form wording'.
 */
interface FieldWording {
  labels: boolean;
  placeholders: boolean;
  wording: FormWording;
}

const noWording: FormWording = {};

const Wording = createContext<FieldWording>({
  labels: true,
  placeholders: true,
  wording: noWording,
});

/**
 * The site settings 'Show form labels' and 'Show form placeholders' for every form inside. Labels
 * off: each field's label is kept for screen readers but hidden on screen, and the field shows it
 * as its placeholder instead, so no field is ever left without a name. Placeholders off: fields
 * show no example of what to type (an e-mail address, a phone number), only their labels.
 * `wording` is the settings' 'Form wording', read by `useFormWording`.
 */
export function FormLabels({
  shown,
  placeholders = true,
  wording = noWording,
  children,
}: {
  shown: boolean;
  placeholders?: boolean;
  wording?: FormWording;
  children: ReactNode;
}) {
  // The same value while the settings are the same: a new object would re-render every form field
  // on the page whenever the layout renders again.
  const value = useMemo(
    () => ({ labels: shown, placeholders, wording }),
    [shown, placeholders, wording],
  );
  return <Wording.Provider value={value}>{children}</Wording.Provider>;
}

/** Whether the fields here show their labels on screen. */
export const useLabelsShown = () => useContext(Wording).labels;

/** Whether the fields here show an example of what to type. */
export const usePlaceholdersShown = () => useContext(Wording).placeholders;

/** The editors' 'Form wording' of every form here. */
export const useAllFormWording = () => useContext(Wording).wording;
