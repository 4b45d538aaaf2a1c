import { createContext, useContext, type ReactNode } from 'react';

/** Whether forms show their labels above the fields (the site setting 'Show form labels'). */
const LabelsShown = createContext(true);

/**
 * The site setting 'Show form labels' for every form inside: when off, each field's label is kept
 * for screen readers but hidden on screen, and the field shows it as its placeholder instead, so
 * no field is ever left without a name.
 */
export function FormLabels({ shown, children }: { shown: boolean; children: ReactNode }) {
  return <LabelsShown.Provider value={shown}>{children}</LabelsShown.Provider>;
}

/** Whether the fields here show their labels on screen. */
export const useLabelsShown = () => useContext(LabelsShown);
