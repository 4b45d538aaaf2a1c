import { useId, useState } from 'react';
import { SiteDialog } from '@/lib/ui/dialog/site-dialog';
import { consentCategories, rejectAll, type ConsentCategory, type ConsentChoice } from '../consent';
import { cookieSettingsCopy } from '../first-load-messages';
import { categoryCopy, consentCopy } from '../messages';
import styles from './cookie-bar.module.scss';

/** The panel's dialog in the site's register of open dialogs. */
export const COOKIE_PREFERENCES_DIALOG_ID = 'cookie-preferences';

interface CookiePreferencesProps {
  open: boolean;
  /** The switches start from the stored choice, or all off (nothing is pre-ticked). */
  stored: ConsentChoice | null;
  onSave: (choice: ConsentChoice) => void;
  onClose: () => void;
}

/** One category: a switch named by the category, described by what it allows. */
function CategorySwitch({
  name,
  text,
  checked,
  disabled = false,
  onChange,
}: {
  name: string;
  text: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <li className={styles.category}>
      <div className={`form-check form-switch ${styles.switch}`}>
        <input
          id={id}
          type="checkbox"
          role="switch"
          className="form-check-input"
          checked={checked}
          disabled={disabled}
          aria-describedby={`${id}-text`}
          onChange={(event) => onChange?.(event.target.checked)}
        />
        <label htmlFor={id} className="form-check-label fw-bold">
          {name}
        </label>
      </div>
      <p id={`${id}-text`} className={styles.categoryText}>
        {text}
      </p>
    </li>
  );
}

/**
 * 'Choose': the panel of switches, one per category (Necessary always on), and 'Save'. A dialog:
 * focus stays in it, Escape or Close leaves without saving.
 */
export function CookiePreferences({ open, stored, onSave, onClose }: CookiePreferencesProps) {
  const [choice, setChoice] = useState<ConsentChoice>(stored ?? rejectAll());
  const set = (category: ConsentCategory, granted: boolean) =>
    setChoice((current) => ({ ...current, [category]: granted }));

  return (
    <SiteDialog
      id={COOKIE_PREFERENCES_DIALOG_ID}
      open={open}
      title={cookieSettingsCopy.settings}
      onClose={onClose}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onClose();
          onSave(choice);
        }}
      >
        <p>{consentCopy.settingsIntro}</p>
        <ul className={styles.categories}>
          <CategorySwitch
            name={consentCopy.necessary}
            text={consentCopy.necessaryText}
            checked
            disabled
          />
          {consentCategories.map((category) => (
            <CategorySwitch
              key={category}
              {...categoryCopy[category]}
              checked={choice[category]}
              onChange={(granted) => set(category, granted)}
            />
          ))}
        </ul>
        <button type="submit" className="btn btn-primary">
          {consentCopy.save}
        </button>
      </form>
    </SiteDialog>
  );
}
