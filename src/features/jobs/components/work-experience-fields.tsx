import { useEffect, useId, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Heading } from '@/lib/ui';
import { addExperience, removeLastExperience, type ExperienceFormEntry } from '../jobs.schema';
import { applyCopy } from '../messages';
import type { ApplicationFormValues } from './application-form-values';
import { RoleFields } from './role-fields';
import { useShownError } from './use-shown-error';

/**
 * The work experience of a job that asks for it (spec 2 §4 "Work experience"): one group of fields
 * per role, at least one. Adding and removing follow the shared helpers: a new role's id is the
 * last id plus 1, and only the last role is removed, never the only one.
 */
export function WorkExperienceFields() {
  const { control, getValues, setValue, clearErrors, setFocus, formState } =
    useFormContext<ApplicationFormValues>();
  const entries: ExperienceFormEntry[] = useWatch({ control, name: 'experience' });
  const shown = useShownError();
  const headingId = useId();
  const addButton = useRef<HTMLButtonElement>(null);
  // After adding, the new role's first field takes the focus; after removing, 'Add another role'.
  const moved = useRef<'added' | 'removed' | null>(null);
  useEffect(() => {
    if (moved.current === 'added') setFocus(`experience.${entries.length - 1}.employer`);
    if (moved.current === 'removed') addButton.current?.focus();
    moved.current = null;
  }, [entries.length, setFocus]);

  const add = () => {
    moved.current = 'added';
    setValue('experience', addExperience(getValues('experience')));
  };
  const removeLast = () => {
    const before = getValues('experience');
    const after = removeLastExperience(before);
    if (after.length === before.length) return;
    moved.current = 'removed';
    clearErrors(`experience.${before.length - 1}`);
    setValue('experience', after);
  };
  // Only a form without any role (never this one) is refused as a whole.
  const sectionError =
    shown('experience') ??
    (formState.isSubmitted ? formState.errors.experience?.root?.message : undefined);

  return (
    <section aria-labelledby={headingId} className="mb-3">
      <Heading id={headingId} className="h5 mt-4">
        {applyCopy.experienceHeading}
      </Heading>
      <p className="text-body-secondary small">{applyCopy.experienceIntro}</p>
      {sectionError && (
        <p className="text-danger" role="alert">
          {sectionError}
        </p>
      )}
      {entries.map((entry, index) => (
        <RoleFields key={entry.id} index={index} entry={entry} />
      ))}
      <div className="d-flex flex-wrap gap-2">
        <button ref={addButton} type="button" className="btn btn-outline-primary" onClick={add}>
          {applyCopy.addRole}
        </button>
        {entries.length > 1 && (
          <button type="button" className="btn btn-link" onClick={removeLast}>
            {applyCopy.removeRole}
          </button>
        )}
      </div>
    </section>
  );
}
