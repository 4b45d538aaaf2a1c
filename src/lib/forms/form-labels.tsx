import { createContext, useContext, type ReactNode } from 'react';

/** How forms name and explain their fields: the site settings 'Show form labels' and '... placeholders'. */
interface FieldWording {
  labels: boolean;
  placeholders: boolean;
}

const Wording = createContext<FieldWording>({ labels: true, placeholders: true });

/**
 * The site settings 'Show form labels' and 'Show form placeholders' for every form inside. Labels
 * off: each field's label is kept for screen readers but hidden on screen, and the field shows it
 * as its placeholder instead, so no field is ever left without a name. Placeholders off: fields
 * show no example of what to type (an e-mail address, a phone number), only their labels.
 */
export function FormLabels({
  shown,
  placeholders = true,
  children,
}: {
  shown: boolean;
  placeholders?: boolean;
  children: ReactNode;
}) {
  return <Wording.Provider value={{ labels: shown, placeholders }}>{children}</Wording.Provider>;
}

/** Whether the fields here show their labels on screen. */
export const useLabelsShown = () => useContext(Wording).labels;

/** Whether the fields here show an example of what to type. */
export const usePlaceholdersShown = () => useContext(Wording).placeholders;
