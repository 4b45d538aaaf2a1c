/**
 * What the diner is doing on the page that the popup must not interrupt, watched from the document
 * so that every form counts, whichever feature drew it: a field that has the focus, and a field the
 * diner has changed that is still on the page (a form they have started and not sent: a sent form
 * gives way to its thanks, and leaving the page takes its fields with it).
 */
export interface FormActivity {
  /** True while a field has the focus or an edited field is still on the page. */
  isEditing(): boolean;
  stop(): void;
}

const textlessInputs = new Set(['button', 'submit', 'reset', 'image', 'hidden']);

/** A control the diner types into or chooses with: not a button. */
export function isFormField(target: EventTarget | Element | null): target is HTMLElement {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLInputElement) return !textlessInputs.has(target.type);
  return (
    target instanceof HTMLSelectElement ||
    target instanceof HTMLTextAreaElement ||
    target.isContentEditable === true
  );
}

/** Starts watching `doc` for fields in use; `stop()` ends it. */
export function watchFormActivity(doc: Document = document): FormActivity {
  const edited = new Set<HTMLElement>();
  const onEdit = (event: Event) => {
    if (isFormField(event.target)) edited.add(event.target);
  };
  doc.addEventListener('input', onEdit, true);
  doc.addEventListener('change', onEdit, true);
  return {
    isEditing() {
      for (const field of edited) if (!field.isConnected) edited.delete(field);
      return edited.size > 0 || isFormField(doc.activeElement);
    },
    stop() {
      doc.removeEventListener('input', onEdit, true);
      doc.removeEventListener('change', onEdit, true);
    },
  };
}
